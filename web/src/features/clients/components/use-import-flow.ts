import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CLIENT_IMPORT_LIMITS,
  type ClientCsvField,
  type ColumnMapping,
  type ImportPreview,
  type ImportReport,
} from '#domain/clients/client-import.schema.ts'
import { ApiError } from '../../../lib/api.ts'
import { useImportClients } from '../api/import-clients.ts'
import { previewClientImport } from '../api/preview-client-import.ts'
import { remapColumn } from '../import-flow.ts'

type Pending = 'reading' | 'remapping' | 'importing' | null

export type ImportState = {
  file: File | null
  preview: ImportPreview | null
  /** The mapping the owner just chose, shown at once while its preview is on its way. */
  mapping: ColumnMapping | null
  report: ImportReport | null
  pending: Pending
  /** Why the file or the import was refused, in the owner's language. */
  refusal: string | null
}

const START: ImportState = {
  file: null,
  preview: null,
  mapping: null,
  report: null,
  pending: null,
  refusal: null,
}

/**
 * The import dialog's steps: a file is read into a preview by the server (nothing written), each change of a
 * column's field asks for a new preview, and "Importar" writes it all in one transaction and answers the
 * report. Only the latest preview asked for is shown, however the answers cross.
 */
export function useImportFlow() {
  const { t } = useTranslation()
  const [state, setState] = useState<ImportState>(START)
  const asked = useRef(0)
  const importing = useImportClients()

  const refusalOf = (error: unknown): string => {
    if (error instanceof ApiError && error.status === 0) return t('clients.import.network')
    // The server's refusals (too big, not text, too many rows) say what is wrong in the owner's language.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message
    return t('clients.import.failed')
  }

  const ask = async (file: File, mapping: ColumnMapping | null, pending: Pending) => {
    const request = ++asked.current
    setState((now) => ({ ...now, file, mapping, pending, refusal: null }))
    try {
      const preview = await previewClientImport({ file, mapping })
      if (request !== asked.current) return
      setState((now) => ({ ...now, preview, mapping: null, pending: null }))
    } catch (error) {
      if (request !== asked.current) return
      setState((now) => ({ ...now, mapping: null, pending: null, refusal: refusalOf(error) }))
    }
  }

  const choose = (file: File) => {
    asked.current++
    // A file past the limit is refused here, before its megabytes are sent for nothing.
    if (file.size > CLIENT_IMPORT_LIMITS.bytes) {
      setState({
        ...START,
        refusal: t('clients.import.tooBig', { max: CLIENT_IMPORT_LIMITS.bytes / 1024 / 1024 }),
      })
      return
    }
    setState({ ...START, file })
    void ask(file, null, 'reading')
  }

  const remap = (column: number, field: ClientCsvField | null) => {
    if (!state.file || !state.preview) return
    void ask(state.file, remapColumn(state.mapping ?? state.preview.mapping, column, field), 'remapping')
  }

  const confirm = async () => {
    if (!state.file || !state.preview) return
    asked.current++
    setState((now) => ({ ...now, pending: 'importing', refusal: null }))
    try {
      const report = await importing.mutateAsync({ file: state.file, mapping: state.preview.mapping })
      setState({ ...START, report })
    } catch (error) {
      setState((now) => ({ ...now, pending: null, refusal: refusalOf(error) }))
    }
  }

  const reset = () => {
    asked.current++
    setState(START)
  }

  return { state, choose, remap, confirm, reset }
}
