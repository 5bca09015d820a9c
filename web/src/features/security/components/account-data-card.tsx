import { Download, FileArchive, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { ApiError } from '../../../lib/api.ts'
import { saveBlob } from '../../../lib/save-file.ts'
import { useExportAccount } from '../api/account-data.ts'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'
import { PendingButton } from './pending-button.tsx'

type Props = {
  hasPassword: boolean
  /** Runs once the account is gone: the app forgets the user and leaves the dashboard. */
  onAccountDeleted: () => void
}

/** Tus datos: the account's data as a ZIP, and the danger zone that deletes the account. */
export function AccountDataCards({ hasPassword, onAccountDeleted }: Props) {
  const { t } = useTranslation()
  const exportAccount = useExportAccount()
  const [isDeleting, setIsDeleting] = useState(false)
  // Exporting and deleting the account are the owner's (decision 073): other roles see neither card.
  const canExport = useCan('account.export')
  const canDelete = useCan('account.delete')

  const download = () =>
    exportAccount.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? t('security.data.fileName')),
    })

  return (
    <>
      {canExport ? (
        <SectionCard
          icon={FileArchive}
          title={t('security.data.title')}
          description={t('security.data.description')}
        >
          <div className="flex flex-wrap items-center gap-4">
            <PendingButton variant="secondary" isPending={exportAccount.isPending} onClick={download}>
              {exportAccount.isPending ? null : <Download aria-hidden />}
              {exportAccount.isPending ? t('security.data.preparing') : t('security.data.download')}
            </PendingButton>
          </div>
          {exportAccount.isError ? (
            <div className="mt-3">
              <FormAlert id="export-failure">
                {/* Past the hourly limit the server says how long to wait, in the owner's language. */}
                {exportAccount.error instanceof ApiError && exportAccount.error.status === 429
                  ? exportAccount.error.message
                  : t('security.data.downloadFailed')}
              </FormAlert>
            </div>
          ) : null}
        </SectionCard>
      ) : null}
      {canDelete ? (
        <SectionCard
          icon={Trash2}
          isDanger
          title={t('security.deletion.title')}
          description={t('security.deletion.description')}
        >
          <Button
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            onClick={() => setIsDeleting(true)}
          >
            {t('security.deletion.open')}
          </Button>
          <DeleteAccountDialog
            open={isDeleting}
            hasPassword={hasPassword}
            onClose={() => setIsDeleting(false)}
            onDeleted={onAccountDeleted}
          />
        </SectionCard>
      ) : null}
    </>
  )
}
