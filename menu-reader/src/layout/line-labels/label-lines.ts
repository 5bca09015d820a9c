import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isLonePrice, type Line, startsLower } from '../line-text.ts'
import { readSizeRow } from '../size-labels.ts'
import { FEATURE_NAMES, readLineFeatures } from './line-features.ts'
import { type LineLabel, MODEL_LABELS } from './line-label.ts'
import { predictProbabilities, type TreeModel, TreeModelSchema } from './tree-model.ts'

/** The committed model; `MENU_READER_LABELLER=path` reads another (one trained leaving a family out, say). */
export const DEFAULT_MODEL_PATH = join(import.meta.dirname, '../../../models/line-labeller.json')

let loaded: { path: string; model: TreeModel } | undefined

/** The line labeller's trees, read once per process (and again only if the path asked for changes). */
export function getLabellerModel(path = process.env.MENU_READER_LABELLER || DEFAULT_MODEL_PATH): TreeModel {
  if (loaded?.path === path) return loaded.model
  const model = TreeModelSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  // A model trained on other features would read every line wrong, silently: refuse it.
  if (model.features.join(',') !== FEATURE_NAMES.join(',')) {
    throw new Error(
      `${path} was trained on other line features: train it again (npm run menu:train-labeller)`,
    )
  }
  if (model.labels.join(',') !== MODEL_LABELS.join(',')) throw new Error(`${path} has other labels`)
  loaded = { path, model }
  return model
}

const ITEM_LABELS = new Set<LineLabel>(['name', 'continuation', 'description'])

/** A line's label and how sure the model is of each label it could have been given (0–1, MODEL_LABELS' order). */
export type LabelledLine = { label: LineLabel; probabilities: number[] }

// What a menu's grammar allows a line to be, whatever its print: a line with a price is an item's (its
// name, the rest of it, or its description); a name opens in capitals; only a name goes on onto the next line.
function isAllowed(label: LineLabel, line: Line, previous: LineLabel | undefined): boolean {
  if (line.price !== '' && !ITEM_LABELS.has(label)) return false
  if (label === 'name' && startsLower(line.text)) return false
  return (
    label !== 'continuation' || previous === 'name' || previous === 'continuation' || previous === 'price'
  )
}

/**
 * Labels each line of a menu (reading order): a price alone and a size table's header by rule, every other
 * line by the model from its features and its neighbours', the likeliest label its grammar allows.
 */
export function labelLines(lines: Line[], model: TreeModel = getLabellerModel()): LabelledLine[] {
  const features = readLineFeatures(lines)
  const labelled: LabelledLine[] = []
  for (const [index, line] of lines.entries()) {
    if (isLonePrice(line)) labelled.push({ label: 'price', probabilities: [] })
    else if (line.text === '') labelled.push({ label: 'noise', probabilities: [] })
    else if (line.price === '' && readSizeRow(line.words))
      labelled.push({ label: 'sizes', probabilities: [] })
    else {
      const probabilities = predictProbabilities(model, features[index] as number[])
      const previous = labelled.at(-1)?.label
      const allowed = probabilities.map((probability, at) =>
        isAllowed(MODEL_LABELS[at] as LineLabel, line, previous) ? probability : -1,
      )
      const best = allowed.indexOf(Math.max(...allowed))
      labelled.push({ label: MODEL_LABELS[best] as LineLabel, probabilities })
    }
  }
  return labelled
}
