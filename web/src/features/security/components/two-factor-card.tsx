import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { TwoFactorDisableDialog } from './two-factor-disable-dialog.tsx'
import { TwoFactorSetupDialog } from './two-factor-setup-dialog.tsx'

type Props = { isEnabled: boolean; hasPassword: boolean }

/**
 * Verificación en dos pasos (decision 042): an authenticator app's code after the first factor, whatever it
 * is. Turning it on or off asks the password; an account without one is told to set one first.
 */
export function TwoFactorCard({ isEnabled, hasPassword }: Props) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null)
  const close = () => setDialog(null)

  return (
    <SectionCard
      icon={ShieldCheck}
      title={t('security.twoFactor.title')}
      description={t('security.twoFactor.description')}
      aside={
        <span
          className={
            isEnabled
              ? 'rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800 text-xs'
              : 'rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-700 text-xs'
          }
        >
          {isEnabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
        </span>
      }
    >
      {hasPassword ? (
        isEnabled ? (
          <Button variant="secondary" onClick={() => setDialog('disable')}>
            {t('security.twoFactor.disable')}
          </Button>
        ) : (
          <Button onClick={() => setDialog('setup')}>{t('security.twoFactor.enable')}</Button>
        )
      ) : (
        <p className="text-sm text-stone-700">{t('security.twoFactor.needsPassword')}</p>
      )}
      <TwoFactorSetupDialog open={dialog === 'setup'} onClose={close} />
      <TwoFactorDisableDialog open={dialog === 'disable'} onClose={close} />
    </SectionCard>
  )
}
