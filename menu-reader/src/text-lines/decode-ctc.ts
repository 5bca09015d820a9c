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

// Where the recogniser's likeliest class is one it may not read (a CJK character for a smudge or an
// ornament), the likeliest allowed class stands in only when it is at least this share as likely: a stand-in
// far behind was a guess ("】" read as "1" beside a name), and the step reads as a blank.
const STAND_IN_SHARE = 0.5

/**
 * The best and second-best allowed classes at one time step (class 0, the blank, counts for the best only),
 * the best a blank when the step's likeliest class is not allowed and no allowed class comes close.
 */
function rankStep(scores: Float32Array, start: number, classCount: number, allowed: Uint8Array | undefined) {
  let [best, bestScore] = [0, Number.NEGATIVE_INFINITY]
  let [second, secondScore] = [0, Number.NEGATIVE_INFINITY]
  let leftOutScore = Number.NEGATIVE_INFINITY
  for (let index = 0; index < classCount; index++) {
    const score = scores[start + index] ?? 0
    if (allowed && index !== 0 && allowed[index] !== 1) {
      if (score > leftOutScore) leftOutScore = score
    } else if (score > bestScore) {
      if (best !== 0) [second, secondScore] = [best, bestScore]
      ;[best, bestScore] = [index, score]
    } else if (index !== 0 && score > secondScore) {
      ;[second, secondScore] = [index, score]
    }
  }
  if (leftOutScore > bestScore && bestScore < STAND_IN_SHARE * leftOutScore) {
    return { best: 0, bestScore: leftOutScore, second: 0, secondScore: 0 }
  }
  return { best, bestScore, second, secondScore }
}

/**
 * Greedy CTC decoding of one line's recogniser output: the likeliest class at each of `steps` time steps,
 * repeats merged and blanks (class 0) dropped. `scores` holds `steps` × `alphabet.length` probabilities from
 * `offset`. With `allowed` (1 for each class that may be read), other classes are never read: the likeliest
 * allowed class stands in for them, or a blank when none comes close.
 */
export function decodeCtc(
  scores: Float32Array,
  offset: number,
  steps: number,
  alphabet: readonly string[],
  allowed?: Uint8Array,
): ReadCharacter[] {
  const characters: ReadCharacter[] = []
  let previous = 0
  for (let step = 0; step < steps; step++) {
    const { best, bestScore, second, secondScore } = rankStep(
      scores,
      offset + step * alphabet.length,
      alphabet.length,
      allowed,
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
