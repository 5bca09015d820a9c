import { QueryClient } from '@tanstack/react-query'

/** The server-state cache the app shares; main.tsx gives the same one to the router, which prefetches into it. */
export function createQueryClient(): QueryClient {
  // One retry is enough for a blip; more would keep a user waiting on a server that is really down.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } })
}
