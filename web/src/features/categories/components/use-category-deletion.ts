import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { compareMenuOrder } from '../../../entities/catalogue/category-sort.ts'
import { deleteCategory } from '../api/delete-category.ts'

/** How long "Deshacer" stays offered after a category is deleted. */
export const UNDO_WINDOW_MS = 6000

/** A deleted category not yet sent to the server, with the products it takes along. */
export type PendingDeletion = { catalogueId: string; category: Category; products: Product[] }

/** Takes the category and its products out of the cached lists; answers the products it took. */
function hideCategory(queryClient: QueryClient, catalogueId: string, category: Category): Product[] {
  const categoriesKey = catalogueKeys.categories(catalogueId)
  const productsKey = catalogueKeys.products(catalogueId)
  // A read already on its way would bring the category back.
  void queryClient.cancelQueries({ queryKey: categoriesKey })
  void queryClient.cancelQueries({ queryKey: productsKey })
  queryClient.setQueryData<Category[]>(categoriesKey, (current) =>
    current?.filter(({ id }) => id !== category.id),
  )
  const products = queryClient.getQueryData<Product[]>(productsKey) ?? []
  queryClient.setQueryData<Product[]>(productsKey, (current) =>
    current?.filter(({ categoryId }) => categoryId !== category.id),
  )
  return products.filter(({ categoryId }) => categoryId === category.id)
}

/** Puts a hidden category and its products back in the cached lists, where they were. */
function restoreCategory(queryClient: QueryClient, { catalogueId, category, products }: PendingDeletion) {
  queryClient.setQueryData<Category[]>(catalogueKeys.categories(catalogueId), (current) =>
    current && !current.some(({ id }) => id === category.id)
      ? [...current, category].sort(compareMenuOrder)
      : current,
  )
  queryClient.setQueryData<Product[]>(catalogueKeys.products(catalogueId), (current) => {
    if (!current) return current
    const present = new Set(current.map(({ id }) => id))
    return [...current, ...products.filter(({ id }) => !present.has(id))]
  })
}

/**
 * Deleting a category at once, with no confirmation (docs/product-spec.md §4), but undoable for a few
 * seconds: the category and its products disappear from the lists, and the DELETE is sent only when the undo
 * window ends, when another category is deleted, or when the owner leaves the page (then with keepalive, so
 * that it outlives the page). `onFailure` hears of a deletion the server refused; the category is then back.
 */
export function useCategoryDeletion(catalogueId: string, onFailure: (category: Category) => void) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<PendingDeletion | null>(null)
  const pendingRef = useRef<PendingDeletion | null>(null)
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onFailureRef = useRef(onFailure)
  onFailureRef.current = onFailure

  const takePending = useCallback(() => {
    clearTimeout(timerRef.current)
    const item = pendingRef.current
    pendingRef.current = null
    setPending(null)
    return item
  }, [])

  const send = useCallback(
    (options: { keepalive: boolean }) => {
      const item = takePending()
      if (!item) return
      deleteCategory(item.category.id, options).then(
        // The catalogue's "editado" changed too.
        () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        () => {
          restoreCategory(queryClient, item)
          onFailureRef.current(item.category)
        },
      )
    },
    [queryClient, takePending],
  )

  const remove = (category: Category) => {
    send({ keepalive: false })
    const products = hideCategory(queryClient, catalogueId, category)
    const item = { catalogueId, category, products }
    pendingRef.current = item
    setPending(item)
    timerRef.current = setTimeout(() => send({ keepalive: false }), UNDO_WINDOW_MS)
  }

  const undo = () => {
    const item = takePending()
    if (item) restoreCategory(queryClient, item)
  }

  useEffect(() => {
    const sendNow = () => send({ keepalive: true })
    window.addEventListener('pagehide', sendNow)
    return () => {
      window.removeEventListener('pagehide', sendNow)
      sendNow()
    }
  }, [send])

  return { pending, remove, undo }
}
