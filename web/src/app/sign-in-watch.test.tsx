import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { meQueryKey } from '../features/accounts/api/get-me.ts'
import { buildMe } from '../test/api-mock.ts'
import { hasSignedInDuringPage, useSignInWatch } from './sign-in-watch.ts'

function watch(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useSignInWatch(), { wrapper })
}

// One page's life, in order: what it has seen stays seen.
describe('the sign-in watch', () => {
  it('sees no sign-in when the page loads with the session open, nor when the account changes', async () => {
    const queryClient = new QueryClient()
    watch(queryClient)
    await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: async () => buildMe() })
    queryClient.setQueryData(meQueryKey, buildMe({ name: 'Otra' }))
    expect(hasSignedInDuringPage()).toBe(false)
  })

  it('sees a sign-in when a form puts the user in the cache', async () => {
    const queryClient = new QueryClient()
    watch(queryClient)
    queryClient.setQueryData(meQueryKey, buildMe())
    await waitFor(() => expect(hasSignedInDuringPage()).toBe(true))
  })
})
