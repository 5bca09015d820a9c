/**
 * One character read from a line image: where the recogniser saw it (in time steps), how sure it was (0–1,
 * at its first step), and the likeliest other character it saw there: `runnerUp` ('' when none) with its
 * highest probability over the character's steps (0–1).
 */
export type ReadCharacter = {
  text: string
  step: number
  probability: number
  runnerUp: string
  runnerUpProbability: number
}

/** The best and second-best of `classes` at one time step (class 0, the blank, counts for the best only). */
function rankStep(scores: Float32Array, start: number, classes: readonly number[]) {
  let [best, bestScore] = [0, Number.NEGATIVE_INFINITY]
  let [second, secondScore] = [0, Number.NEGATIVE_INFINITY]
  for (const index of classes) {
    const score = scores[start + index] ?? 0
    if (score > bestScore) {
      if (best !== 0) [second, secondScore] = [best, bestScore]
      ;[best, bestScore] = [index, score]
    } else if (index !== 0 && score > secondScore) {
      ;[second, secondScore] = [index, score]
    }
  }
  return { best, bestScore, second, secondScore }
}

/**
 * Greedy CTC decoding of one line's recogniser output: the likeliest of `classes` (class indices; all of
 * `alphabet` when not given) at each of `steps` time steps, repeats merged and blanks (class 0) dropped.
 * `scores` holds `steps` × `alphabet.length` probabilities from `offset`. Classes left out are never read,
 * whatever their score: the likeliest class that is allowed stands in.
 */
export function decodeCtc(
  scores: Float32Array,
  offset: number,
  steps: number,
  alphabet: readonly string[],
  classes: readonly number[] = alphabet.map((_, index) => index),
): ReadCharacter[] {
  const characters: ReadCharacter[] = []
  let previous = 0
  for (let step = 0; step < steps; step++) {
    const { best, bestScore, second, secondScore } = rankStep(
      scores,
      offset + step * alphabet.length,
      classes,
    )
    const current = characters.at(-1)
    if (best !== 0 && best !== previous) {
      characters.push({
        text: alphabet[best] ?? '',
        step,
        probability: bestScore,
        runnerUp: second === 0 ? '' : (alphabet[second] ?? ''),
        runnerUpProbability: second === 0 ? 0 : secondScore,
      })
    } else if (best !== 0 && current && second !== 0 && secondScore > current.runnerUpProbability) {
      // The same character held over more steps: its runner-up is the likeliest other one on any of them.
      current.runnerUp = alphabet[second] ?? ''
      current.runnerUpProbability = secondScore
    }
    previous = best
  }
  return characters
}
