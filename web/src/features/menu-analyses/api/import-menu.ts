import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import type { NewMenuCatalogue, ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

// Invalidating every cache entry of the owner's catalogues refreshes the lists, the welcome screen and the
// editing pages alike.
const cataloguesKey = catalogueKeys.all

/**
 * Makes a new catalogue of a reviewed menu (`POST /api/catalogues/from-menu`), in the current design unless
 * the menu says `design: 'template'`. With an import key, the same menu sent again (a retry after a lost
 * answer) answers the catalogue the first sending made.
 */
export async function createCatalogueFromMenu(
  menu: NewMenuCatalogue,
  importKey?: string,
): Promise<Catalogue> {
  const headers = importKey ? { 'Idempotency-Key': importKey } : undefined
  return apiData(api.POST('/api/catalogues/from-menu', { body: menu, headers }))
}

/** Adds a reviewed menu to one of the owner's catalogues (`POST /api/catalogues/:id/menu-import`). */
export async function importMenuIntoCatalogue(catalogueId: string, menu: ReviewedMenu): Promise<Catalogue> {
  return apiData(
    api.POST('/api/catalogues/{id}/menu-import', { params: { path: { id: catalogueId } }, body: menu }),
  )
}

export function useCreateCatalogueFromMenu() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ menu, importKey }: { menu: NewMenuCatalogue; importKey?: string }) =>
      createCatalogueFromMenu(menu, importKey),
    onSuccess: () => invalidateCatalogues(queryClient),
  })
}

export function useImportMenuIntoCatalogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ catalogueId, menu }: { catalogueId: string; menu: ReviewedMenu }) =>
      importMenuIntoCatalogue(catalogueId, menu),
    onSuccess: () => invalidateCatalogues(queryClient),
  })
}

/**
 * Marks every cache entry of the owner's catalogues stale and loads the shown ones again, after an import.
 * A first load still on its way is cancelled first: it may have read the lists before the import's write, and
 * invalidating alone would wait for it (a query with no data yet is never refetched over its first load), then
 * keep its old answer as fresh.
 */
export async function invalidateCatalogues(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.cancelQueries({ queryKey: cataloguesKey })
  return queryClient.invalidateQueries({ queryKey: cataloguesKey })
}
