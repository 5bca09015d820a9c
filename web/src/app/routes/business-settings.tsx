import { useQueryClient } from '@tanstack/react-query'
import type { BusinessChanges } from '#domain/accounts/business.schema.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { useUpdateBusiness } from '../../features/accounts/api/update-business.ts'
import { BusinessTab } from '../../features/business-settings/components/business-tab.tsx'
import {
  readingServiceQueryKey,
  useReadingService,
} from '../../features/menu-analyses/api/get-reading-service.ts'

/**
 * Configuración → Negocio: the signed-in owner's business, saved through the accounts feature's one way of
 * changing it (every screen showing the business then follows at once), with the menu reader's model service
 * when the deployment has one, which the business may turn off.
 */
export function BusinessSettingsRoute() {
  // The dashboard renders only once the owner is known (RequireSession), so their business is here.
  const business = useMe().data?.business
  const update = useUpdateBusiness()
  const modelHost = useReadingService('owner').data?.host ?? null
  const queryClient = useQueryClient()
  const save = async (changes: BusinessChanges) => {
    const saved = await update.mutateAsync(changes)
    // The upload widget's notice says whether the next menu goes to the service: asked again once it may not.
    if (changes.menuModelEnabled !== undefined) {
      void queryClient.invalidateQueries({ queryKey: readingServiceQueryKey })
    }
    return saved
  }
  return business ? <BusinessTab business={business} onSave={save} modelHost={modelHost} /> : null
}
