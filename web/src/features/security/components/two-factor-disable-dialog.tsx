import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { useDisableTwoFactor } from '../api/two-factor.ts'
import { focusMarkedField } from './focus-marked-field.ts'
import { PasswordPrompt } from './password-prompt.tsx'

/** "Desactivar": the password turns two-factor off. */
export function TwoFactorDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const disable = useDisableTwoFactor()
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        title={t('security.twoFactor.disableTitle')}
        description={t('security.twoFactor.disableDescription')}
        onOpenAutoFocus={focusMarkedField}
      >
        <PasswordPrompt
          onSubmit={async (password) => {
            await disable.mutateAsync(password)
            onClose()
          }}
          submitLabel={t('security.twoFactor.disable')}
          isDanger
          actions={
            <DialogClose asChild>
              <Button variant="secondary">{t('security.actions.cancel')}</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  )
}
