/** The thousands separator of each language the landing speaks, as its readers write figures. */
const separators: Partial<Record<string, string>> = { es: '.', en: ',' }

/**
 * A whole landing figure in the page's language: `2.000` in Spanish, `2,000` in English (always grouped,
 * where Spanish rules leave four digits ungrouped). Written by hand rather than with Intl.NumberFormat,
 * whose first use loads the locale's data: tens of milliseconds on a slow phone.
 */
export function formatFigure(value: number, language: string): string {
  const digits = String(Math.round(Math.abs(value)))
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separators[language] ?? '.')
  return value < 0 ? `-${grouped}` : grouped
}
