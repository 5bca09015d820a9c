import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { useDeleteAccount } from '../api/account-data.ts'
import { DeletionCodeForm } from './deletion-code-form.tsx'
import { focusMarkedField } from './focus-marked-field.ts'
import { PasswordPrompt } from './password-prompt.tsx'

type Props = { open: boolean; hasPassword: boolean; onClose: () => void; onDeleted: () => void }

/**
 * "Eliminar cuenta": says what goes (business, catalogues, media, clients, the public menu), asks the word
 * typed out, then the password, or for an account without one a code mailed to it.
 */
export function DeleteAccountDialog({ open, hasPassword, onClose, onDeleted }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {open ? (
        <DialogContent
          role="alertdialog"
          title={t('security.deletion.dialogTitle')}
          description={t('security.deletion.dialogDescription')}
          onOpenAutoFocus={focusMarkedField}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        >
          <DeletionForm hasPassword={hasPassword} onDeleted={onDeleted} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function DeletionForm({ hasPassword, onDeleted }: { hasPassword: boolean; onDeleted: () => void }) {
  const { t } = useTranslation()
  const deletion = useDeleteAccount()
  const [typed, setTyped] = useState('')
  const word = t('security.deletion.word')
  const isConfirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase()
  const cancel = (
    <DialogClose asChild>
      <Button variant="secondary">{t('security.actions.cancel')}</Button>
    </DialogClose>
  )
  const confirmation = (
    <TextField
      label={t('security.deletion.typeWord', { word })}
      value={typed}
      autoComplete="off"
      onChange={(event) => setTyped(event.target.value)}
      data-autofocus={hasPassword ? undefined : true}
    />
  )

  return (
    <>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>{t('security.deletion.removesBusiness')}</li>
        <li>{t('security.deletion.removesCatalogues')}</li>
        <li>{t('security.deletion.removesClients')}</li>
        <li>{t('security.deletion.removesMenu')}</li>
      </ul>
      {hasPassword ? (
        <PasswordPrompt
          onSubmit={async (password) => {
            await deletion.mutateAsync({ password })
            onDeleted()
          }}
          submitLabel={t('security.deletion.confirm')}
          isDanger
          canSubmit={isConfirmed}
          actions={cancel}
        >
          {confirmation}
        </PasswordPrompt>
      ) : (
        <DeletionCodeForm
          canSubmit={isConfirmed}
          confirmation={confirmation}
          actions={cancel}
          onSubmit={async (code) => {
            await deletion.mutateAsync({ code })
            onDeleted()
          }}
        />
      )}
    </>
  )
}
