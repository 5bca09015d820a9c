import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CLIENT_CSV_FIELDS,
  type ClientCsvField,
  type ColumnMapping,
  type ImportPreview,
} from '#domain/clients/client-import.schema.ts'
import { SelectField } from '../../../components/ui/form-field.tsx'
import { ImportReportView } from './import-report-view.tsx'

type Props = {
  fileName: string
  preview: ImportPreview
  /** The mapping shown: the owner's latest choice, or the preview's. */
  mapping: ColumnMapping
  isUpdating: boolean
  onRemap: (column: number, field: ClientCsvField | null) => void
}

const SKIP = ''

/**
 * The server's reading of the file: its encoding and separator, one select per column saying which field it
 * fills, the first rows as read, and the report the import would give with that mapping.
 */
export function ImportPreviewView({ fileName, preview, mapping, isUpdating, onRemap }: Props) {
  const { t } = useTranslation()
  const reportId = useId()
  return (
    <div aria-busy={isUpdating || undefined} className="space-y-6">
      <p className="text-sm text-stone-700">
        {t('clients.import.readAs', {
          file: fileName,
          encoding: t(`clients.import.encodings.${preview.encoding}`),
          delimiter: t(`clients.import.delimiters.${delimiterName(preview.delimiter)}`),
        })}
      </p>
      <fieldset>
        <legend className="font-semibold text-stone-900">{t('clients.import.columns')}</legend>
        <p className="mt-1 text-sm text-stone-600">{t('clients.import.columnsHint')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {preview.headers.map((header, column) => (
            <SelectField
              // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are fixed and may share a name.
              key={column}
              label={header.trim() || t('clients.import.unnamedColumn', { number: column + 1 })}
              value={mapping[column] ?? SKIP}
              onChange={(event) => onRemap(column, (event.target.value || null) as ClientCsvField | null)}
            >
              <option value={SKIP}>{t('clients.import.skip')}</option>
              {CLIENT_CSV_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(`clients.import.fields.${field}`)}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      </fieldset>
      <SampleRows headers={preview.headers} rows={preview.sample} />
      <ImportReportView report={preview.report} headingId={reportId} heading={t('clients.import.willDo')} />
    </div>
  )
}

function delimiterName(delimiter: ImportPreview['delimiter']) {
  return delimiter === ',' ? 'comma' : delimiter === ';' ? 'semicolon' : 'tab'
}

function SampleRows({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const { t } = useTranslation()
  const headingId = useId()
  if (rows.length === 0) return null
  return (
    <div>
      <h3 id={headingId} className="font-semibold text-stone-900">
        {t('clients.import.firstRows', { count: rows.length })}
      </h3>
      {/* Wide files scroll sideways; focusable so a keyboard can scroll too. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        aria-labelledby={headingId}
        className="mt-2 overflow-x-auto rounded-xl border border-stone-200"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50 text-stone-600">
            <tr>
              {headers.map((header, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
                <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional, as in the file.
              <tr key={index}>
                {headers.map((_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
                  <td key={column} className="whitespace-nowrap px-3 py-2 text-stone-800">
                    {row[column] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
