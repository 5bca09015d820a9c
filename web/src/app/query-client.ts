import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { markMembershipEnded } from '../entities/account/membership-ended.ts'
import { ApiError } from '../lib/api.ts'

/** The server-state cache the app shares; main.tsx gives the same one to the router, which prefetches into it. */
export function createQueryClient(): QueryClient {
  // A business that let its member go answers 403 `membership_ended` once (decision 073), then the session
  // works in the user's own: every cached answer was the other business's, and the dashboard says why.
  const onError = (error: unknown) => {
    if (!isMembershipEnded(error)) return
    markMembershipEnded(true)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' })
    void queryClient.invalidateQueries({ queryKey: ['me'] })
  }
  // One retry is enough for a blip; more would keep a user waiting on a server that is really down.
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !isMembershipEnded(error),
        staleTime: 30_000,
      },
    },
  })
  return queryClient
}

function isMembershipEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'membership_ended'
}
