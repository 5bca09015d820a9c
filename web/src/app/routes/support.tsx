import { CircleHelp } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { PageTitle } from '../../components/layout/page-title.tsx'
import { buttonClasses } from '../../components/ui/button.tsx'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { SentMessages } from '../../features/support/components/sent-messages.tsx'
import { SupportChat } from '../../features/support/components/support-chat.tsx'
import { SupportForm, type SupportFormDefaults } from '../../features/support/components/support-form.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** The account's name split as the form asks for it: the first word, then the rest as the last name. */
function defaultsOf(me: { name: string; email: string } | null | undefined): SupportFormDefaults {
  if (!me) return {}
  const [nombre = '', ...rest] = me.name.trim().split(/\s+/)
  return { nombre, apellido: rest.join(' '), correo: me.email }
}

/**
 * docs/product-spec.md §2 "Support and FAQ": the AI chat, the support form (prefilled with the signed-in
 * account) and the messages sent so far, with the way to the FAQ.
 */
export function SupportRoute() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.support')
  useDocumentTitle(heading)
  const { data: me } = useMe()
  const formHeadingId = useId()
  const formHeading = useRef<HTMLHeadingElement>(null)
  // `/dashboard/soporte#chat` (the welcome screen's "Chat con IA") arrives with the chat open.
  const isChatAsked = useLocation().hash === '#chat'

  return (
    <div className="max-w-3xl space-y-8">
      <div>
        <PageTitle>{heading}</PageTitle>
        <p className="mt-1 text-stone-600">{t('support.intro')}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <SupportChat
            isOpenAtStart={isChatAsked}
            onGoToForm={() => {
              formHeading.current?.focus()
              formHeading.current?.scrollIntoView?.({ block: 'start' })
            }}
          />
          <Link to="/dashboard/faq" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            <CircleHelp aria-hidden />
            {t('support.faqLink')}
          </Link>
        </div>
      </div>
      <section
        aria-labelledby={formHeadingId}
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2
          id={formHeadingId}
          ref={formHeading}
          tabIndex={-1}
          className="mb-4 rounded font-semibold text-lg text-stone-900"
        >
          {t('support.form.heading')}
        </h2>
        <SupportForm defaults={defaultsOf(me)} />
      </section>
      <SentMessages />
    </div>
  )
}
