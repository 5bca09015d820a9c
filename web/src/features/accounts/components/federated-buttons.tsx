import { KeyRound, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useAuthProviders } from '../api/get-auth-providers.ts'
import { type FederatedProvider, useStartFederatedSignIn } from '../api/start-federated-sign-in.ts'
import type { FederatedPurpose } from '../failures.ts'

type Props = {
  /** Where the person lands signed in: an in-app path. */
  callbackURL: string
  /** The page that shows a failure (it reads `?error=`): /login or /register. */
  errorPage: FederatedPurpose
}

/** Google's four-colour mark, as its brand guidelines ask the button to show it. */
function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c1-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  )
}

/**
 * "Continuar con Google" and "Continuar con {name}" for the providers the server is configured with
 * (`GET /api/auth-providers`), nothing otherwise. A click leaves for the provider, which sends the person
 * back to `callbackURL`, or to the error page with `?error=` (plus `provider=`, so it can name it).
 */
export function FederatedButtons({ callbackURL, errorPage }: Props) {
  const { t } = useTranslation()
  const alertId = useId()
  const { data: providers } = useAuthProviders()
  const start = useStartFederatedSignIn()
  if (!providers || (!providers.google && !providers.oidc)) return null

  const offered: { id: FederatedProvider; name: string }[] = [
    ...(providers.google ? [{ id: 'google' as const, name: 'Google' }] : []),
    ...(providers.oidc ? [{ id: 'oidc' as const, name: providers.oidc.name }] : []),
  ]
  const failedName = offered.find((provider) => provider.id === start.variables?.provider)?.name ?? ''
  const failure = start.error
    ? start.error instanceof ApiError && start.error.status === 429
      ? t('accounts.errors.rateLimited')
      : t('accounts.federated.startFailed', { provider: failedName })
    : null

  return (
    <div className="space-y-3">
      <div aria-hidden className="flex items-center gap-3 text-sm text-stone-600">
        <span className="h-px flex-1 bg-stone-200" />
        {t('accounts.federated.or')}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      {failure ? <FormAlert id={alertId}>{failure}</FormAlert> : null}
      {offered.map((provider) => {
        const isStarting = start.isPending && start.variables?.provider === provider.id
        return (
          <Button
            key={provider.id}
            variant="secondary"
            size="lg"
            className="w-full"
            // Leaving the page: a second click would only start a second trip.
            disabled={start.isPending || start.isSuccess}
            onClick={() =>
              start.mutate({
                provider: provider.id,
                callbackURL,
                errorCallbackURL: `/${errorPage}?provider=${provider.id}`,
              })
            }
          >
            {isStarting ? (
              <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
            ) : provider.id === 'google' ? (
              <GoogleMark />
            ) : (
              <KeyRound aria-hidden />
            )}
            {t('accounts.federated.continueWith', { provider: provider.name })}
          </Button>
        )
      })}
    </div>
  )
}
