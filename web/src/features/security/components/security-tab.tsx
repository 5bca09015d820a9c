import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useSecurity } from '../api/get-security.ts'
import { AccountDataCards } from './account-data-card.tsx'
import { PasswordCard } from './password-card.tsx'
import { PrivacyCard } from './privacy-card.tsx'
import { SessionsCard } from './sessions-card.tsx'
import { TwoFactorCard } from './two-factor-card.tsx'

type Props = {
  /** Runs once the account is deleted: the app forgets the user and leaves for the landing. */
  onAccountDeleted: () => void
}

/**
 * Configuración → Seguridad y privacidad (spec §2, decision 042): the password, two-factor sign-in, the
 * privacy switches, the signed-in devices, and the account's data (download, delete), each a card.
 */
export function SecurityTab({ onAccountDeleted }: Props) {
  const { t } = useTranslation()
  const security = useSecurity()

  if (security.isPending)
    return (
      <p role="status" className="text-stone-600">
        {t('security.loading')}
      </p>
    )
  if (security.isError) return <FormAlert id="security-failure">{t('security.loadFailed')}</FormAlert>

  const { hasPassword, twoFactorEnabled } = security.data
  return (
    <div className="space-y-6">
      <PasswordCard hasPassword={hasPassword} />
      <TwoFactorCard isEnabled={twoFactorEnabled} hasPassword={hasPassword} />
      <PrivacyCard />
      <SessionsCard />
      <AccountDataCards hasPassword={hasPassword} onAccountDeleted={onAccountDeleted} />
    </div>
  )
}
