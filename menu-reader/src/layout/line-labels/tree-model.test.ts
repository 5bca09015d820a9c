import { describe, expect, it } from 'vitest'
import { predictProbabilities, type TreeModel } from './tree-model.ts'

// Two labels, two features; one round: the first label's tree splits on feature 0 at 0.5, the second's is a
// leaf. A second round adds to the first label only where feature 1 exceeds 2.
const model: TreeModel = {
  labels: ['name', 'noise'],
  features: ['a', 'b'],
  leftOut: null,
  baseline: [0, 0.5],
  trees: [
    [
      { feature: [0, -1, -1], threshold: [0.5, -1, 2], left: [1, 0, 0], right: [2, 0, 0] },
      { feature: [-1], threshold: [0.25], left: [0], right: [0] },
    ],
    [
      { feature: [1, -1, -1], threshold: [2, 0, 1], left: [1, 0, 0], right: [2, 0, 0] },
      { feature: [-1], threshold: [0], left: [0], right: [0] },
    ],
  ],
}

// The probabilities of two labels from their scores.
const softmax = ([first, second]: [number, number]) => {
  const p = 1 / (1 + Math.exp(second - first))
  return [p, 1 - p]
}

function expectClose(actual: number[], expected: number[]) {
  actual.forEach((value, index) => {
    expect(value).toBeCloseTo(expected[index] as number, 12)
  })
}

describe('predictProbabilities', () => {
  it('adds each round’s leaves to the baseline and turns the scores into probabilities', () => {
    // Feature 0 at or under the threshold goes left.
    expectClose(predictProbabilities(model, [0.5, 0]), softmax([-1, 0.75]))
    expectClose(predictProbabilities(model, [0.9, 0]), softmax([2, 0.75]))
    expectClose(predictProbabilities(model, [0.9, 3]), softmax([3, 0.75]))
  })

  it('gives probabilities that add up to one', () => {
    const probabilities = predictProbabilities(model, [0, 5])
    expect(probabilities.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12)
  })
})
