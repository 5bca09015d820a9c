import { useMe } from '../../features/accounts/api/get-me.ts'
import { useUpdateBusiness } from '../../features/accounts/api/update-business.ts'
import { BusinessTab } from '../../features/business-settings/components/business-tab.tsx'

/**
 * Configuración → Negocio: the signed-in owner's business, saved through the accounts feature's one way of
 * changing it (every screen showing the business then follows at once).
 */
export function BusinessSettingsRoute() {
  // The dashboard renders only once the owner is known (RequireSession), so their business is here.
  const business = useMe().data?.business
  const update = useUpdateBusiness()
  return business ? <BusinessTab business={business} onSave={update.mutateAsync} /> : null
}
