import { lazy, Suspense, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { useAuthProviders } from '../../features/accounts/api/get-auth-providers.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import type { SignedInState } from '../../features/accounts/auth-state.ts'
import { ChatBubble } from '../../features/chat/components/chat-bubble.tsx'
import { LandingPage } from '../../features/landing/components/landing-page.tsx'
import { MenuUploadWidget } from '../../features/menu-analyses/components/menu-upload-widget.tsx'
import {
  AccountDeletedNotice,
  isAccountDeletedState,
} from '../../features/security/components/account-deleted-notice.tsx'
import { whenNear } from '../../lib/when-near.ts'

// Only needed once a menu is kept: loaded then, so the first screen of the landing stays light.
const SignInDialog = lazy(async () => ({
  default: (await import('../../features/accounts/components/sign-in-dialog.tsx')).SignInDialog,
}))

// The contact form (its checks and their schema) sits at the foot of the page: its code loads as a visitor
// nears the section, and until then the markup rendered at build time stands, its button disabled
// (docs/decisions/030-landing-performance.md). One element for the page's life: a new one each render
// would count as an update and make React drop that markup before the code is there.
const ContactForm = lazy(async () => {
  await whenNear('contacto')
  return { default: (await import('../../features/leads/components/contact-form.tsx')).ContactForm }
})
const deferredContactForm = (
  <Suspense fallback={null}>
    <ContactForm />
  </Suspense>
)

/**
 * The landing page with the menu upload widget, the contact form and the floating
 * support chat. "Continuar" keeps the reviewed menu
 * under `analyzedMenu` and opens sign-in, which leads to the dashboard, where the menu becomes a catalogue.
 * An owner already signed in goes straight there.
 */
export function LandingRoute() {
  const navigate = useNavigate()
  const isSignedIn = Boolean(useMe().data)
  const supportEmail = useAuthProviders().data?.supportEmail
  const [isSignInOpen, setIsSignInOpen] = useState(false)
  const isAfterDeletion = isAccountDeletedState(useLocation().state)

  const keepMenu = async (menu: ReviewedMenu) => {
    // Imported here: its schema (zod) is not needed until a menu is kept, so the landing starts without it.
    const { savePendingMenu } = await import('../../features/menu-analyses/pending-menu.ts')
    savePendingMenu(menu)
    if (isSignedIn) {
      const state: SignedInState = { fromLogin: true, menuProcessed: true }
      void navigate('/dashboard', { state })
    } else setIsSignInOpen(true)
  }

  return (
    <>
      <LandingPage
        demo={<MenuUploadWidget offersPayment onContinue={(menu) => void keepMenu(menu)} />}
        contact={deferredContactForm}
        supportEmail={supportEmail}
      />
      <ChatBubble />
      {isAfterDeletion ? <AccountDeletedNotice /> : null}
      {isSignInOpen ? (
        <Suspense fallback={null}>
          <SignInDialog open onOpenChange={setIsSignInOpen} redirectAfterAuth="/dashboard" menuProcessed />
        </Suspense>
      ) : null}
    </>
  )
}
