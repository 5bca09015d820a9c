import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { type DesignChangeSchema, DesignSchema } from '#domain/catalogues/design.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { requestApi } from '../../../lib/api.ts'

export type DesignChange = z.input<typeof DesignChangeSchema>

/** Saves a change to a catalogue's design and answers the whole design (`PUT /api/catalogues/:id/design`). */
export async function updateDesign(catalogueId: string, change: DesignChange) {
  return DesignSchema.parse(
    await requestApi(`/api/catalogues/${catalogueId}/design`, { method: 'PUT', body: change }),
  )
}

export function useUpdateDesign(catalogueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: DesignChange) => updateDesign(catalogueId, change),
    onSuccess: (design) => {
      queryClient.setQueryData(catalogueKeys.design(catalogueId), design)
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all })
    },
  })
}
