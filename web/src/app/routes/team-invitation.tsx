import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { useLogout } from '../../features/accounts/api/logout.ts'
import { AuthCard } from '../../features/accounts/components/auth-card.tsx'
import { AcceptInvitation } from '../../features/team/components/accept-invitation.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** /equipo/invitacion?token=…: an invitation to a business's team, opened from its mail (decision 073). */
export function TeamInvitationRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('team.accept.title'))
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const token = search.get('token') ?? ''
  // Signing out leads to the sign-in, which comes back here: the invitee signs in with the invited address.
  const logout = useLogout({
    onLoggedOut: () =>
      navigate('/login', {
        state: { redirectAfterAuth: `/equipo/invitacion?token=${encodeURIComponent(token)}` },
      }),
  })
  return (
    <PublicLayout>
      {/* Each link is one person's: no search engine should keep it. */}
      <meta name="robots" content="noindex" />
      <AuthCard heading={t('team.accept.title')} subtitle={t('team.accept.subtitle')}>
        <AcceptInvitation token={token} signOut={() => logout.mutate()} isSigningOut={logout.isPending} />
      </AuthCard>
    </PublicLayout>
  )
}
