/** One character read from a line image: where the recogniser saw it (in time steps) and how sure it was (0–1). */
export type ReadCharacter = { text: string; step: number; probability: number }

/**
 * Greedy CTC decoding of one line's recogniser output: the likeliest class at each of `steps` time steps,
 * repeats merged and blanks (class 0) dropped. `scores` holds `steps` × `alphabet.length` values.
 */
export function decodeCtc(
  scores: Float32Array,
  offset: number,
  steps: number,
  alphabet: readonly string[],
): ReadCharacter[] {
  const classes = alphabet.length
  const characters: ReadCharacter[] = []
  let previous = 0
  for (let step = 0; step < steps; step++) {
    const start = offset + step * classes
    let best = 0
    let bestScore = Number.NEGATIVE_INFINITY
    for (let index = 0; index < classes; index++) {
      const score = scores[start + index] ?? 0
      if (score > bestScore) {
        bestScore = score
        best = index
      }
    }
    if (best !== 0 && best !== previous) {
      characters.push({ text: alphabet[best] ?? '', step, probability: bestScore })
    }
    previous = best
  }
  return characters
}
