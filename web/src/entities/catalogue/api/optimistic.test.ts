import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { optimisticUpdate } from './optimistic.ts'

describe('optimisticUpdate', () => {
  const key = ['catalogues', 'c-1', 'categories']
  const rename = (names: string[], name: string) => [name, ...names.slice(1)]

  it('shows the change at once and puts the old value back when the server refuses it', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(key, ['Entradas', 'Fuertes'])
    const steps = optimisticUpdate(queryClient, key, rename)

    const context = await steps.onMutate('Para compartir')
    expect(queryClient.getQueryData(key)).toEqual(['Para compartir', 'Fuertes'])

    steps.onError(new Error('refused'), 'Para compartir', context)
    expect(queryClient.getQueryData(key)).toEqual(['Entradas', 'Fuertes'])
  })

  it('re-reads the server’s truth once the call is over, and leaves an empty cache alone', async () => {
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const steps = optimisticUpdate(queryClient, key, rename)

    await steps.onMutate('Para compartir')
    expect(queryClient.getQueryData(key)).toBeUndefined()
    await steps.onSettled()
    expect(invalidate).toHaveBeenCalledWith({ queryKey: key })
  })
})
