import { MailCheck, X } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCatalogues } from '../../../entities/catalogue/api/get-catalogues.ts'

const linkClasses = 'font-semibold underline underline-offset-2 hover:text-emerald-950'

/**
 * The line that follows a confirmed email: the public menu is live only with an active catalogue, so an owner
 * without one is told what is still missing (with the way there) instead of that their menu is published.
 */
export function EmailConfirmedLine({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation()
  const catalogues = useCatalogues()
  // Said once, whole: nothing until the catalogues are known.
  if (catalogues.isPending) return null

  let message: React.ReactNode
  if (catalogues.isError) message = t('accounts.verification.confirmedShort')
  else if (catalogues.data.some((catalogue) => catalogue.activo))
    message = t('accounts.verification.confirmed')
  else if (catalogues.data.length === 0) {
    message = (
      <Trans
        i18nKey="accounts.verification.confirmedNoCatalogue"
        components={{ create: <Link to="/dashboard/plantillas" className={linkClasses} /> }}
      />
    )
  } else {
    message = (
      <Trans
        i18nKey="accounts.verification.confirmedNoneActive"
        components={{ activate: <Link to="/dashboard/catalogos" className={linkClasses} /> }}
      />
    )
  }

  return (
    <div className="mb-6 flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 text-sm">
      <MailCheck aria-hidden className="size-5 shrink-0" />
      <p className="flex-1 self-center">{message}</p>
      <button
        type="button"
        aria-label={t('accounts.verification.dismiss')}
        onClick={onDismiss}
        className="-m-1 rounded-lg p-1 text-emerald-900 hover:bg-emerald-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  )
}
