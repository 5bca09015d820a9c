import { z } from 'zod'

// One regression tree as flat arrays: node i splits on feature[i] (x ≤ threshold[i] goes to left[i], else to
// right[i]), or is a leaf (feature −1) whose value is threshold[i].
const TreeSchema = z.object({
  feature: z.array(z.number().int()),
  threshold: z.array(z.number()),
  left: z.array(z.number().int()),
  right: z.array(z.number().int()),
})

/** Gradient-boosted trees of a classifier as train-labeller.py writes them (scikit-learn's, exported). */
export const TreeModelSchema = z.object({
  labels: z.array(z.string()),
  features: z.array(z.string()),
  leftOut: z.string().nullable(),
  /** Each class's score before any tree. */
  baseline: z.array(z.number()),
  /** Boosting rounds, each with one tree per class adding to that class's score. */
  trees: z.array(z.array(TreeSchema)),
})
export type TreeModel = z.infer<typeof TreeModelSchema>

function leafValue(tree: TreeModel['trees'][number][number], features: readonly number[]): number {
  let node = 0
  for (let feature = tree.feature[node] ?? -1; feature >= 0; feature = tree.feature[node] ?? -1) {
    const isLeft = (features[feature] ?? 0) <= (tree.threshold[node] ?? 0)
    node = (isLeft ? tree.left[node] : tree.right[node]) ?? 0
  }
  return tree.threshold[node] ?? 0
}

/** The probability (0–1) of each of the model's labels for one feature vector (a softmax of the class scores). */
export function predictProbabilities(model: TreeModel, features: readonly number[]): number[] {
  const scores = [...model.baseline]
  for (const round of model.trees) {
    round.forEach((tree, label) => {
      scores[label] = (scores[label] ?? 0) + leafValue(tree, features)
    })
  }
  const top = Math.max(...scores)
  const odds = scores.map((score) => Math.exp(score - top))
  const total = odds.reduce((sum, value) => sum + value, 0)
  return odds.map((value) => value / total)
}
