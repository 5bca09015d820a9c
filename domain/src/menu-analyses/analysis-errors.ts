// The errors an analysed menu's metadata may carry that the review screen reacts to, word for word as
// docs/product-spec.md §4 "Result handling" writes them. The reader writes them (its plain-text-menu.ts keeps
// the same words, checked by a server test, since the reader imports nothing of ours) and the web reads them.

/** The menu was built from raw text lines alone: the first as the name, the next ten as items. */
export const BASIC_TEXT_ONLY_ERROR = 'Basic text extraction only'
/** No structure and no text: the widget offers its "Could not parse menu items" fallback. */
export const NO_STRUCTURE_ERROR = 'Failed to extract structured menu data'
