import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { ActivityLog } from './activity-log.tsx'

/**
 * Configuración → Actividad (decision 073): the business's audit log, newest first, for owners and managers
 * (the settings page says so to any other role, and draws no section). The heading and what the log is stay
 * on screen while it loads or fails.
 */
export function ActivityTab() {
  const { t } = useTranslation()
  const headingId = useId()
  const business = useMe().data?.business
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-lg text-stone-900">
        {t('audit.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('audit.intro')}</p>
      <div className="mt-4">
        {business ? <ActivityLog business={business} labelledBy={headingId} /> : null}
      </div>
    </section>
  )
}
