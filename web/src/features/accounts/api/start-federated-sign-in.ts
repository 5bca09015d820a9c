import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { requestApi } from '../../../lib/api.ts'
import { leaveApp } from '../../../lib/leave-app.ts'

/** better-auth's id of a federated provider: Google, or the OpenID Connect provider of the environment. */
export type FederatedProvider = 'google' | 'oidc'

type Start = {
  provider: FederatedProvider
  /** An in-app path to land on signed in. */
  callbackURL: string
  /** An in-app path to land on when it fails; the server adds `?error=<code>&error_description=…`. */
  errorCallbackURL: string
}

const StartSchema = z.object({ url: z.string() })

/**
 * Starts signing in with a provider (`POST /api/auth/sign-in/social`, better-auth's own endpoint): answers
 * the provider's address, where the browser goes next. better-auth's endpoints are not routes of ours, so
 * not in the typed contract: this call stays on requestApi, with a zod check of its answer.
 */
export async function startFederatedSignIn(start: Start): Promise<string> {
  return StartSchema.parse(await requestApi('/api/auth/sign-in/social', { method: 'POST', body: start })).url
}

export function useStartFederatedSignIn() {
  return useMutation({
    mutationFn: startFederatedSignIn,
    // Leaving the app: the button stays busy until the provider's page replaces this one.
    onSuccess: (url) => leaveApp(url),
  })
}
