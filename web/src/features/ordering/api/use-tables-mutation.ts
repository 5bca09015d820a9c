import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tablesQueryKey } from './get-tables.ts'

/** A change of the tables whose success refetches the list, the one source of what the page shows. */
export function useTablesMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tablesQueryKey }),
  })
}
