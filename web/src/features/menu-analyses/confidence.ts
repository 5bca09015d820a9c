// The preview's confidence bar and warnings (docs/product-spec.md §9 "Confidence bar colours", §8
// "Low-confidence warnings").

export type ConfidenceTier = 'high' | 'good' | 'fair' | 'low'

/** 90 or more green, 80 or more light green, 70 or more yellow, otherwise red. */
export function toConfidenceTier(confidence: number): ConfidenceTier {
  if (confidence >= 90) return 'high'
  if (confidence >= 80) return 'good'
  if (confidence >= 70) return 'fair'
  return 'low'
}

export type ConfidenceWarning = 'prices' | 'descriptions' | 'missedItems'

const WARNINGS: Array<{ below: number; warning: ConfidenceWarning }> = [
  { below: 85, warning: 'prices' },
  { below: 80, warning: 'descriptions' },
  { below: 75, warning: 'missedItems' },
]

/** Every warning whose threshold the confidence is under: below 85 prices, 80 descriptions, 75 missed items. */
export function toConfidenceWarnings(confidence: number): ConfidenceWarning[] {
  return WARNINGS.filter(({ below }) => confidence < below).map(({ warning }) => warning)
}
