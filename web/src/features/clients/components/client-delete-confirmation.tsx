import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import type { useClientDeletion } from './use-client-deletion.ts'

/** "¿Estás seguro de que deseas eliminar este cliente?" before a client goes. */
export function ClientDeleteConfirmation({ deletion }: { deletion: ReturnType<typeof useClientDeletion> }) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      subject={deletion.asked?.nombreCompleto ?? null}
      title={t('clients.deletion.title')}
      message={t('clients.deletion.message')}
      confirmLabel={t('clients.deletion.confirm')}
      cancelLabel={t('clients.deletion.cancel')}
      isPending={deletion.isDeleting}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  )
}
