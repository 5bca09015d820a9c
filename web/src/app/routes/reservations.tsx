import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../components/layout/page-title.tsx'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { ReservationsScreen } from '../../features/reservations/components/reservations-screen.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** docs/product-spec.md §2 "Reservations (Gestión de Citas)", on the business's clock. */
export function ReservationsRoute() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.reservations')
  useDocumentTitle(heading)
  // Times are the business's, whatever the browser's zone; the dashboard only renders once the owner is known.
  const business = useMe().data?.business
  return (
    <div className="space-y-6">
      <PageTitle>{heading}</PageTitle>
      {business ? <ReservationsScreen timeZone={business.timeZone} /> : null}
    </div>
  )
}
