import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { DesignChangeSchema } from '#domain/catalogues/design.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type DesignChange = z.input<typeof DesignChangeSchema>

/** The images a change can only remove (`null`); uploads go through upload-design-image.ts. */
type RemovableImage = 'logo' | 'banner' | 'backgroundImage'

/** Saves a change to a catalogue's design and answers the whole design (`PUT /api/catalogues/:id/design`). */
export function updateDesign(catalogueId: string, change: DesignChange) {
  // openapi-fetch takes a property whose only value is null for a read-only one and forbids it in a body
  // (https://github.com/openapi-ts/openapi-typescript/issues/2717), so the removals pass under this cast.
  const body = change as Omit<DesignChange, RemovableImage>
  return apiData(api.PUT('/api/catalogues/{id}/design', { params: { path: { id: catalogueId } }, body }))
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
