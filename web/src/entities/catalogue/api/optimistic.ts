import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * The three steps of an optimistic change to one cached list or object: show the change at
 * once, put the old value back if the server refuses it, and re-read the server's truth either way.
 */
export function optimisticUpdate<TData, TVariables>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  apply: (current: TData, variables: TVariables) => TData,
) {
  return {
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<TData>(queryKey)
      if (previous !== undefined) queryClient.setQueryData<TData>(queryKey, apply(previous, variables))
      return { previous }
    },
    onError: (
      _error: unknown,
      _variables: TVariables,
      context: { previous: TData | undefined } | undefined,
    ) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  }
}
