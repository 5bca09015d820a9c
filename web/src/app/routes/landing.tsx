import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { useAuthProviders } from '../../features/accounts/api/get-auth-providers.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import type { SignedInState } from '../../features/accounts/auth-state.ts'
import { ChatBubble } from '../../features/chat/components/chat-bubble.tsx'
import { LandingPage } from '../../features/landing/components/landing-page.tsx'
import { ContactForm } from '../../features/leads/components/contact-form.tsx'
import { MenuUploadWidget } from '../../features/menu-analyses/components/menu-upload-widget.tsx'
import { savePendingMenu } from '../../features/menu-analyses/pending-menu.ts'

// Only needed once a menu is kept: loaded then, so the first screen of the landing stays light.
const SignInDialog = lazy(async () => ({
  default: (await import('../../features/accounts/components/sign-in-dialog.tsx')).SignInDialog,
}))

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

  const keepMenu = (menu: ReviewedMenu) => {
    savePendingMenu(menu)
    if (isSignedIn) {
      const state: SignedInState = { fromLogin: true, menuProcessed: true }
      void navigate('/dashboard', { state })
    } else setIsSignInOpen(true)
  }

  return (
    <>
      <LandingPage
        demo={<MenuUploadWidget offersPayment onContinue={keepMenu} />}
        contact={<ContactForm />}
        supportEmail={supportEmail}
      />
      <ChatBubble />
      {isSignInOpen ? (
        <Suspense fallback={null}>
          <SignInDialog open onOpenChange={setIsSignInOpen} redirectAfterAuth="/dashboard" menuProcessed />
        </Suspense>
      ) : null}
    </>
  )
}
