import { Store, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCan } from '../../../entities/account/use-can.ts'

const BUSINESS_SETTINGS_PATH = '/dashboard/configuracion/negocio'

const dismissedKey = (userId: string) => `vitrina.businessNamePrompt.dismissed.${userId}`

function wasDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1'
  } catch {
    // Storage can be blocked (private modes): the note then shows until the name changes.
    return false
  }
}

/** Whether the business still carries its owner's own name, as every account made before sign-up asked. */
function isNamedAfterOwner(ownerName: string, businessName: string): boolean {
  const plain = (text: string) => text.trim().toLocaleLowerCase()
  return plain(ownerName) === plain(businessName)
}

type Props = { userId: string; ownerName: string; businessName: string }

/**
 * A note on Inicio for an owner whose business is named after them (an account made before sign-up asked,
 * or through Google or an e-mailed code): that name titles the menu, the booking page and every diner's
 * e-mail, so the note leads to Configuración → Negocio. Closed for good on this device; gone once the
 * names differ. Only for the roles that may rename the business (decision 073).
 */
export function BusinessNamePrompt({ userId, ownerName, businessName }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const canRename = useCan('business.settings')
  const [isDismissed, setDismissed] = useState(() => wasDismissed(userId))
  if (!canRename || isDismissed || !isNamedAfterOwner(ownerName, businessName)) return null

  const dismiss = () => {
    setDismissed(true)
    try {
      localStorage.setItem(dismissedKey(userId), '1')
    } catch {
      // Not remembered: it shows again on the next visit, which is better than not closing now.
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <Store aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div className="flex-1 space-y-1 text-sm">
        <h2 id={titleId} className="font-semibold">
          {t('dashboard.businessNamePrompt.title', { name: businessName })}
        </h2>
        <p>{t('dashboard.businessNamePrompt.message')}</p>
        <Link
          to={BUSINESS_SETTINGS_PATH}
          className="inline-block font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          {t('dashboard.businessNamePrompt.action')}
        </Link>
      </div>
      <button
        type="button"
        aria-label={t('dashboard.businessNamePrompt.dismiss')}
        onClick={dismiss}
        className="-m-1 rounded-lg p-1 text-amber-900 hover:bg-amber-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  )
}
