import { PublicMenuContext } from '../../entities/catalogue/components/sharing/public-menu.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { TablesTab } from '../../features/ordering/components/tables-tab.tsx'

/** Pedidos → Mesas: the tables' cards carry the business's public menu, in its language (decision 074). */
export function DiningTablesRoute() {
  // The dashboard renders only once the owner is known (RequireSession), so their business is here.
  const business = useMe().data?.business
  if (!business) return null
  return (
    <PublicMenuContext
      value={{ slug: business.slug, businessName: business.name, language: business.language }}
    >
      <TablesTab />
    </PublicMenuContext>
  )
}
