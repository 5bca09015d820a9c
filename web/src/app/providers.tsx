import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../lib/i18n.ts'

function createQueryClient(): QueryClient {
  // One retry is enough for a blip; more would keep a user waiting on a server that is really down.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } })
}

/** Everything the whole app shares: server-state cache and translations. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  )
}
