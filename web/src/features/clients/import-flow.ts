import type { ClientCsvField, ColumnMapping, ImportReport } from '#domain/clients/client-import.schema.ts'

/** How many clients an import would write: the new ones and those it changes (unchanged ones stay as they are). */
export function importedCount(report: ImportReport): number {
  return report.created + report.updated
}

/** The mapping with one column's field changed (null: "No importar"). */
export function remapColumn(
  mapping: ColumnMapping,
  column: number,
  field: ClientCsvField | null,
): ColumnMapping {
  return mapping.map((each, index) => (index === column ? field : each))
}
