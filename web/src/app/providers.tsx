import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../lib/i18n.ts'
import { createQueryClient } from './query-client.ts'

type Props = {
  children: ReactNode
  /** The cache to share, when something outside React fills it too (the router's prefetches); else a new one. */
  queryClient?: QueryClient
}

/** Everything the whole app shares: server-state cache and translations. */
export function Providers({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  )
}
