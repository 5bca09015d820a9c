import type { QueryClient } from '@tanstack/react-query'
import { cataloguesQueryOptions } from '../entities/catalogue/api/get-catalogues.ts'
import { meQueryOptions } from '../features/accounts/api/get-me.ts'

// The dashboard's pages ask the server who is signed in, and Inicio for the catalogues, only once their code
// has arrived and rendered: on a phone's first load that is seconds after the page was asked for. As route
// loaders these start beside the download of the code instead (decision 069). They never fail a navigation:
// a failed request is the query's, shown by the page as before.

/** The signed-in owner, as RequireSession asks for them. */
export function prefetchSession(queryClient: QueryClient): null {
  void queryClient.prefetchQuery(meQueryOptions())
  return null
}

/**
 * Inicio's catalogues, once the session says somebody is signed in: asked without a session, they would be
 * refused, a console error on the way to /login.
 */
export function prefetchInicio(queryClient: QueryClient): null {
  void queryClient
    .fetchQuery(meQueryOptions())
    .then((me) => (me ? queryClient.prefetchQuery(cataloguesQueryOptions()) : undefined))
    .catch(() => undefined)
  return null
}
