import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../components/layout/page-title.tsx'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { ClientsScreen } from '../../features/clients/components/clients-screen.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** docs/product-spec.md §2 "Clients (Clientes y CRM)", last visits on the business's clock. */
export function ClientsRoute() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.clients')
  useDocumentTitle(heading)
  // Dates are the business's, whatever the browser's zone; the dashboard only renders once the owner is known.
  const business = useMe().data?.business
  return (
    <div className="space-y-6">
      <PageTitle>{heading}</PageTitle>
      {business ? <ClientsScreen timeZone={business.timeZone} /> : null}
    </div>
  )
}
