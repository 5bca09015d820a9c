import { MailCheck } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { useConfirmEmail } from '../api/confirm-email.ts'
import { useRequestEmailVerification } from '../api/request-email-verification.ts'
import { EmailConfirmedLine } from './email-confirmed-line.tsx'

// The code step (its boxes, resend and failures) is a chunk of its own, fetched when the owner heads for
// "Escribir el código": every dashboard page shows the notice until the email is confirmed, and its first
// load need not wait for a form shown only on request (docs/decisions/069-the-dashboards-first-load.md).
const loadCodeStep = () => import('./code-step.tsx')
const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }))
const preloadCodeStep = () => void loadCodeStep()

/** Runs once, when what it stands beside in a Suspense boundary is on screen. */
function OnShown({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on being shown.
  useEffect(run, [])
  return null
}

type Props = {
  /** The owner's email, where sign-up sent the code. */
  email: string
  isVerified: boolean
}

/**
 * Above every dashboard page until the owner confirms their email (decision 023): the public menu
 * waits for it. "Escribir el código" opens the code step (four boxes, resend with its limits); once
 * confirmed, a line says so, on that page only and until closed, with what the menu still needs to go live.
 */
export function EmailVerificationNotice({ email, isVerified }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const [isOpen, setIsOpen] = useState(false)
  const { pathname } = useLocation()
  // The page the email was confirmed on, where the confirmation is said; closing it or leaving ends it.
  const [confirmedOn, setConfirmedOn] = useState<string | null>(null)
  const [isConfirmationClosed, setConfirmationClosed] = useState(false)
  const confirmEmail = useConfirmEmail()
  const resend = useRequestEmailVerification()
  const body = useRef<HTMLDivElement>(null)
  const hasToggled = useRef(false)

  // Opening puts focus in the first box, Cancelar back on the button that opened it; not on first render.
  useEffect(() => {
    if (!hasToggled.current) return
    body.current?.querySelector<HTMLElement>(isOpen ? 'input' : 'button')?.focus()
  }, [isOpen])
  const toggle = (open: boolean) => {
    hasToggled.current = true
    setIsOpen(open)
  }

  const verify = async (code: string) => {
    await confirmEmail.mutateAsync(code)
    setConfirmedOn(pathname)
  }

  // An owner confirmed before this page opened sees nothing. The status region is there from the notice's
  // first render on, apart from the notice itself, so screen readers hear the confirmation when it appears
  // without reading the form as a live region.
  if (isVerified && confirmedOn === null) return null
  const showsConfirmation = isVerified && confirmedOn === pathname && !isConfirmationClosed
  return (
    <>
      {isVerified ? null : (
        <section
          aria-labelledby={titleId}
          className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-4 sm:px-5"
        >
          <p id={titleId} className="flex items-center gap-2 font-semibold text-amber-950">
            <MailCheck aria-hidden className="size-5 shrink-0" />
            {t('accounts.verification.title')}
          </p>
          <div ref={body}>
            {isOpen ? (
              <div className="mt-4 max-w-md">
                <Suspense fallback={null}>
                  <CodeStep
                    email={email}
                    onVerify={verify}
                    onResend={async () => {
                      await resend.mutateAsync()
                    }}
                    onCancel={() => toggle(false)}
                  />
                  {/* Its code may arrive after the opening: focus goes to the first box once it is there. */}
                  <OnShown run={() => body.current?.querySelector('input')?.focus()} />
                </Suspense>
              </div>
            ) : (
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-3">
                <p className="min-w-0 flex-1 basis-64 text-amber-950 text-sm">
                  <Trans
                    i18nKey="accounts.verification.text"
                    values={{ email }}
                    components={{ email: <strong className="break-all font-semibold" /> }}
                  />
                </p>
                <Button
                  onPointerEnter={preloadCodeStep}
                  onPointerDown={preloadCodeStep}
                  onFocus={preloadCodeStep}
                  onClick={() => toggle(true)}
                >
                  {t('accounts.verification.enterCode')}
                </Button>
              </div>
            )}
          </div>
        </section>
      )}
      <div role="status" className="empty:hidden">
        {showsConfirmation ? <EmailConfirmedLine onDismiss={() => setConfirmationClosed(true)} /> : null}
      </div>
    </>
  )
}
