// The hero title's alternating word, kept apart from its component so that the static landing's script
// (app/landing-islands) can alternate it without React.

/** How long each word stays (docs/product-spec.md §2: every 5 s). */
export const wordIntervalMs = 5000
/** Separates the words in the title's `data-words`. */
export const wordSeparator = '|'
