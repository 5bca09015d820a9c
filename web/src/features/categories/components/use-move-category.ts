import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { moveCategory } from '../../../entities/catalogue/category-sort.ts'
import { updateCategory } from '../api/update-category.ts'

type Reorder = { reordered: Category[]; previous: Category[] }

/** Saves the position of every category whose place changed. */
async function saveOrder({ reordered, previous }: Reorder) {
  const positions = new Map(previous.map((category) => [category.id, category.position]))
  const changed = reordered.filter((category) => positions.get(category.id) !== category.position)
  await Promise.all(changed.map(({ id, position }) => updateCategory({ id, position })))
}

/**
 * Moves a category one place up (-1) or down (+1) in the menu: the list changes at once and the new
 * positions are saved; a refusal puts the old order back. `move` answers the category's
 * new index, or null when it is already at that end.
 */
export function useMoveCategory(catalogueId: string, { onError }: { onError: () => void }) {
  const queryClient = useQueryClient()
  const queryKey = catalogueKeys.categories(catalogueId)
  const mutationKey = ['move-category', catalogueId]

  const mutation = useMutation({
    mutationKey,
    mutationFn: saveOrder,
    onError: (_error, { previous }) => {
      queryClient.setQueryData(queryKey, previous)
      onError()
    },
    onSettled: () => {
      // Re-reading while another move is still on its way would show the order before it for a moment.
      if (queryClient.isMutating({ mutationKey }) <= 1) return queryClient.invalidateQueries({ queryKey })
    },
  })

  return (id: string, step: -1 | 1): number | null => {
    const previous = queryClient.getQueryData<Category[]>(queryKey)
    const reordered = previous ? moveCategory(previous, id, step) : null
    if (!previous || !reordered) return null
    void queryClient.cancelQueries({ queryKey })
    queryClient.setQueryData(queryKey, reordered)
    mutation.mutate({ reordered, previous })
    return reordered.findIndex((category) => category.id === id)
  }
}
