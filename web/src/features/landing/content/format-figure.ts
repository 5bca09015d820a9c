const formats = new Map<string, Intl.NumberFormat>()

/**
 * A landing figure in the page's language: `2.000` in Spanish, `2,000` in English. Always grouped (Spanish
 * leaves four digits ungrouped by default), and the format is made once per language: the counters format
 * on every frame while they count.
 */
export function formatFigure(value: number, language: string): string {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language, { useGrouping: 'always', maximumFractionDigits: 0 })
    formats.set(language, format)
  }
  return format.format(value)
}
