import { useNavigate } from 'react-router'
import type { Me } from '#domain/accounts/account.schema.ts'
import { useSavedPreferences } from '../../entities/settings/use-saved-preferences.ts'
import { useLogout } from '../../features/accounts/api/logout.ts'
import { EmailVerificationNotice } from '../../features/accounts/components/email-verification-notice.tsx'
import { RequireSession } from '../../features/accounts/components/require-session.tsx'
import { DashboardShell } from '../../features/dashboard-shell/components/dashboard-shell.tsx'
import { BusinessCountryContext } from '../../lib/money.ts'

/**
 * The dashboard is for the signed-in owner only; its shell shows who they are, asks them to confirm their
 * email until they have, and signs them out.
 */
export function DashboardLayoutRoute() {
  return <RequireSession>{(user) => <SignedInShell user={user} />}</RequireSession>
}

function SignedInShell({ user }: { user: Me }) {
  const navigate = useNavigate()
  // The owner's theme, language and time zone follow them to every device they sign in on.
  useSavedPreferences()
  // docs/product-spec.md §4 "Logout": confirming leaves for the landing page, now with the session really
  // ended.
  const logout = useLogout({ onLoggedOut: () => navigate('/') })
  // Every price in the dashboard is written the way the business's country reads it.
  return (
    <BusinessCountryContext value={user.business.country}>
      <DashboardShell
        user={{ name: user.name, email: user.email }}
        notice={<EmailVerificationNotice email={user.email} isVerified={user.emailVerified} />}
        logout={{
          confirm: () => logout.mutate(),
          reset: logout.reset,
          isPending: logout.isPending,
          hasFailed: logout.isError,
        }}
      />
    </BusinessCountryContext>
  )
}
