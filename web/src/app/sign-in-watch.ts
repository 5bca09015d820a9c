import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { meQueryKey } from '../features/accounts/api/get-me.ts'

let hasSignedIn = false

/**
 * Notes, for the page's whole life, whether the owner signed in (or up) in it: the session check answered
 * nobody and later somebody, or a sign-in form put the user in the cache itself (login, code, sign-up set
 * it without a fetch). A page loaded with the session already open does neither.
 */
function watchForSignIn(queryClient: QueryClient): () => void {
  let wasSignedIn = Boolean(queryClient.getQueryData(meQueryKey))
  let wasSignedOut = queryClient.getQueryData(meQueryKey) === null
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== meQueryKey[0] || event.type !== 'updated') return
    const isSignedIn = Boolean(event.query.state.data)
    const isSetByForm = event.action.type === 'success' && event.action.manual === true
    if (isSignedIn && !wasSignedIn && (wasSignedOut || isSetByForm)) hasSignedIn = true
    if (event.query.state.data === null) wasSignedOut = true
    wasSignedIn = isSignedIn
  })
}

export function useSignInWatch(): void {
  const queryClient = useQueryClient()
  useEffect(() => watchForSignIn(queryClient), [queryClient])
}

/** Whether the signed-in session began in this page (a sign-in or sign-up form), not before it loaded. */
export function hasSignedInDuringPage(): boolean {
  return hasSignedIn
}

/**
 * Starts the watch over as a page loaded anew does. The web tests share this module across their files (one
 * module registry per worker), so each test begins as a fresh page through this.
 */
export function forgetSignInDuringPage(): void {
  hasSignedIn = false
}
