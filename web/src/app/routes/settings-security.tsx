import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { meQueryKey } from '../../features/accounts/api/get-me.ts'
import type { AccountDeletedState } from '../../features/security/components/account-deleted-notice.tsx'
import { SecurityTab } from '../../features/security/components/security-tab.tsx'

/**
 * Configuración → Seguridad y privacidad. A deleted account ends its session on the server; here the app
 * leaves for the landing, which says so, and forgets everything of that user on this device.
 */
export function SettingsSecurityRoute() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <SecurityTab
      onAccountDeleted={async () => {
        const state: AccountDeletedState = { accountDeleted: true }
        // Leaving first: a guarded page that saw the user vanish would send them to /login instead of /.
        await navigate('/', { replace: true, state })
        queryClient.removeQueries()
        queryClient.setQueryData(meQueryKey, null)
      }}
    />
  )
}
