// What a recogniser cannot write: the characters of the true items (names, descriptions and prices as the
// truth files print them) that are not among the classes it may output. An item whose name holds one can never
// be read exactly by recognition alone (only patched afterwards, by a lexicon or a rule), whatever the layout.

/** How many texts hold a character the alphabet lacks, and which characters those are, most often first. */
export type AlphabetGap = {
  texts: number
  textsWithGap: number
  missing: Array<[character: string, count: number]>
}

/** The gap of `texts` against `alphabet` (one character per class; white space is never a gap). */
export function measureAlphabetGap(texts: readonly string[], alphabet: ReadonlySet<string>): AlphabetGap {
  const missing = new Map<string, number>()
  let textsWithGap = 0
  for (const text of texts) {
    const lacking = [...text.normalize('NFC')].filter(
      (character) => !/\s/u.test(character) && !alphabet.has(character),
    )
    if (lacking.length > 0) textsWithGap++
    for (const character of lacking) missing.set(character, (missing.get(character) ?? 0) + 1)
  }
  return {
    texts: texts.length,
    textsWithGap,
    // Ties in code-point order: the same on every machine, whatever its locale.
    missing: [...missing].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
  }
}
