import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TwoFactorSetup } from '#domain/security/security.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { useEnableTwoFactor } from '../api/two-factor.ts'
import { BackupCodesStep } from './backup-codes-step.tsx'
import { focusMarkedField } from './focus-marked-field.ts'
import { PasswordPrompt } from './password-prompt.tsx'
import { ScanStep } from './scan-step.tsx'

type Step =
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }

/**
 * "Activar": the password, then the QR code (and its secret to type) with the app's first code, then the
 * backup codes, shown this once. Mounted only while open, so every opening starts at the password.
 */
export function TwoFactorSetupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {open ? <SetupContent onClose={onClose} /> : null}
    </Dialog>
  )
}

function SetupContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const enable = useEnableTwoFactor()
  const [step, setStep] = useState<Step>({ name: 'password' })
  const cancel = (
    <DialogClose asChild>
      <Button variant="secondary">{t('security.actions.cancel')}</Button>
    </DialogClose>
  )
  const isShowingCodes = step.name === 'codes'
  // The codes are shown once: a stray click outside or Escape must not hide them before they are kept.
  const keepOpen = (event: Event) => (isShowingCodes ? event.preventDefault() : undefined)

  return (
    <DialogContent
      title={isShowingCodes ? t('security.twoFactor.codesTitle') : t('security.twoFactor.setupTitle')}
      description={
        step.name === 'password'
          ? t('security.twoFactor.passwordStep')
          : step.name === 'scan'
            ? t('security.twoFactor.scanStep')
            : t('security.twoFactor.codesStep')
      }
      onOpenAutoFocus={focusMarkedField}
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      {step.name === 'password' ? (
        <PasswordPrompt
          onSubmit={async (password) => setStep({ name: 'scan', setup: await enable.mutateAsync(password) })}
          submitLabel={t('security.actions.continue')}
          actions={cancel}
        />
      ) : step.name === 'scan' ? (
        <ScanStep
          setup={step.setup}
          onConfirmed={() => setStep({ name: 'codes', codes: step.setup.backupCodes })}
          actions={cancel}
        />
      ) : (
        <BackupCodesStep codes={step.codes} onDone={onClose} />
      )}
    </DialogContent>
  )
}
