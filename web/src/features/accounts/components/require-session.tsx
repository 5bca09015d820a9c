import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import type { Me } from '#domain/accounts/account.schema.ts'
import { PlaceholderPanel } from '../../../components/layout/placeholder-panel.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { useMe } from '../api/get-me.ts'
import type { LoginState } from '../auth-state.ts'

/**
 * Renders its children for the signed-in user only (DESIGN.md "Guarded dashboard"). A visitor goes to /login,
 * which brings them back to the path they asked for.
 */
export function RequireSession({ children }: { children: (user: Me) => ReactNode }) {
  const { t } = useTranslation()
  const location = useLocation()
  const me = useMe()

  if (me.data) return children(me.data)
  if (me.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-stone-600">
        <LoaderCircle aria-hidden className="size-5 text-brand-600 motion-safe:animate-spin" />
        {t('accounts.session.checking')}
      </div>
    )
  }
  if (me.isError) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <PlaceholderPanel
          heading={t('accounts.session.failedHeading')}
          note={t('accounts.session.failedNote')}
          actions={
            <Button onClick={() => void me.refetch()} disabled={me.isFetching}>
              {t('accounts.session.retry')}
            </Button>
          }
        />
      </main>
    )
  }
  const state: Pick<LoginState, 'redirectAfterAuth'> = {
    redirectAfterAuth: `${location.pathname}${location.search}${location.hash}`,
  }
  return <Navigate to="/login" replace state={state} />
}
