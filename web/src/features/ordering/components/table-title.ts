import type { TFunction } from 'i18next'

/**
 * How a table is called on its card and in the list: "Mesa 4" for a numbered one, its own name otherwise
 * ("Barra", "Terraza 2"), which already says what it is.
 */
export function tableTitle(
  t: TFunction,
  key: 'ordering.card.table' | 'ordering.tables.list.tableName',
  name: string,
) {
  return /^\d/.test(name) ? t(key, { name }) : name
}
