import { BarChart3, Info, Loader2, QrCode } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useVisits } from '../api/get-visits.ts'
import { totalOrders } from '../order-totals.ts'
import { totalVisits } from '../visit-totals.ts'
import { VisitsOverview } from './visits-overview.tsx'

/**
 * Inicio's "Visitas" (decision 052): what the public menu's visits say over the last 30 days, and its orders
 * when the business takes them (decision 074; the report has none for a business that never took one, nor
 * for a role that may not read them); or, with neither, how to get a first visit (print the QR code). A
 * notice when the owner turned counting off.
 */
export function VisitsSection() {
  const { t } = useTranslation()
  const visits = useVisits()
  const report = visits.data
  const hasViews = report ? totalVisits(report.days).views > 0 : false
  const hasOrders = report?.orders ? totalOrders(report.orders.days).orders > 0 : false
  const description = t(report?.orders ? 'visits.descriptionWithOrders' : 'visits.description')

  return (
    <SectionCard icon={BarChart3} title={t('visits.title')} description={description}>
      <div className="space-y-5">
        {report && !report.isCounting ? (
          <p className="flex items-start gap-1.5 rounded-xl bg-amber-50 px-3.5 py-2.5 text-amber-900 text-sm">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <Trans
                i18nKey="visits.countingOff"
                components={{
                  privacy: <Link to="/dashboard/configuracion/seguridad" className="font-medium underline" />,
                }}
              />
            </span>
          </p>
        ) : null}
        {visits.isPending ? (
          <p role="status" className="flex min-h-40 items-center justify-center gap-2 text-sm text-stone-600">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('visits.loading')}
          </p>
        ) : visits.isError ? (
          <div className="flex min-h-40 flex-col items-center justify-center gap-3 text-center">
            <p role="alert" className="text-sm text-stone-700">
              {t('visits.loadFailed')}
            </p>
            <Button variant="secondary" onClick={() => visits.refetch()}>
              {t('visits.retry')}
            </Button>
          </div>
        ) : report && (hasViews || hasOrders) ? (
          <VisitsOverview report={report} />
        ) : (
          <div className="flex flex-col items-center rounded-xl border border-stone-300 border-dashed px-6 py-10 text-center">
            <QrCode aria-hidden className="size-8 text-brand-600" />
            <p className="mt-3 font-medium text-stone-900">{t('visits.emptyTitle')}</p>
            <p className="mt-1 max-w-md text-sm text-stone-600">{t('visits.emptyMessage')}</p>
          </div>
        )}
      </div>
    </SectionCard>
  )
}
