import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { useAuthProviders } from '../../features/accounts/api/get-auth-providers.ts'
import { ChatBubble } from '../../features/chat/components/chat-bubble.tsx'
import { LandingPage } from '../../features/landing/components/landing-page.tsx'
import {
  AccountDeletedNotice,
  isAccountDeletedState,
} from '../../features/security/components/account-deleted-notice.tsx'
import { LandingDemo } from './landing-demo.tsx'

// The contact form (its checks and their schema) is a chunk of its own, after the page's first render.
const ContactForm = lazy(async () => ({
  default: (await import('../../features/leads/components/contact-form.tsx')).ContactForm,
}))

/**
 * The landing as the app draws it, when it is reached from another of its pages (a first load of `/` gets
 * the static landing with its islands, web/src/app/landing-islands/): the upload widget, the contact form,
 * the floating support chat, and the notice after an account was deleted.
 */
export function LandingRoute() {
  const supportEmail = useAuthProviders().data?.supportEmail
  const isAfterDeletion = isAccountDeletedState(useLocation().state)
  return (
    <>
      <LandingPage
        demo={<LandingDemo />}
        contact={
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        }
        supportEmail={supportEmail}
      />
      <ChatBubble />
      {isAfterDeletion ? <AccountDeletedNotice /> : null}
    </>
  )
}
