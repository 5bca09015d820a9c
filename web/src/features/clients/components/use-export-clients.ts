import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ClientListQuery } from '#domain/clients/client.schema.ts'
import type { Failure } from '../../../components/ui/error-popup.tsx'
import { ApiError } from '../../../lib/api.ts'
import { saveBlob } from '../../../lib/save-file.ts'
import { exportClients } from '../api/export-clients.ts'

/**
 * "Exportar CSV": the list's current search and sort as a file the browser saves, under the server's name for
 * it; a failure opens the popup.
 */
export function useExportClients(onFailure: (failure: Failure) => void) {
  const { t } = useTranslation()
  const [isExporting, setExporting] = useState(false)
  const start = async (query: ClientListQuery) => {
    setExporting(true)
    try {
      const { blob, fileName } = await exportClients(query)
      saveBlob(blob, fileName ?? t('clients.export.fileName'))
    } catch (error) {
      const isNetwork = error instanceof ApiError && error.status === 0
      onFailure({ messages: [isNetwork ? 'clients.popup.network' : 'clients.popup.export'] })
    } finally {
      setExporting(false)
    }
  }
  return { isExporting, start }
}
