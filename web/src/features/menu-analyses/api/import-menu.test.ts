import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { invalidateCatalogues } from './import-menu.ts'

/** A list whose answers the test releases one at a time, in the order asked. */
function deferredAnswers() {
  const pending: Array<(value: string[]) => void> = []
  return {
    fetch: () => new Promise<string[]>((resolve) => pending.push(resolve)),
    answer: (index: number, value: string[]) => pending[index]?.(value),
    get asked() {
      return pending.length
    },
  }
}

describe('invalidateCatalogues', () => {
  it('refetches a first load that was asked before the import and answers after it', async () => {
    // The dashboard asks for the list as the import is sent; the list, read before the import's write, answers
    // after it. That old, empty answer must not stand as fresh.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } })
    const list = deferredAnswers()
    const observer = new QueryObserver(queryClient, { queryKey: catalogueKeys.all, queryFn: list.fetch })
    const unsubscribe = observer.subscribe(() => {})
    await Promise.resolve()
    expect(list.asked).toBe(1)

    const refreshed = invalidateCatalogues(queryClient)
    list.answer(0, [])
    // Without a second request the old answer would stand: this waits for it, and fails when none comes.
    await vi.waitFor(() => expect(list.asked).toBe(2), { timeout: 2_000 })
    list.answer(1, ['menu'])
    await refreshed

    expect(queryClient.getQueryData(catalogueKeys.all)).toEqual(['menu'])
    unsubscribe()
  })

  it('refetches a list already shown', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } })
    queryClient.setQueryData(catalogueKeys.all, [])
    const observer = new QueryObserver(queryClient, {
      queryKey: catalogueKeys.all,
      queryFn: async () => ['menu'],
    })
    const unsubscribe = observer.subscribe(() => {})
    await invalidateCatalogues(queryClient)
    expect(queryClient.getQueryData(catalogueKeys.all)).toEqual(['menu'])
    unsubscribe()
  })
})
