import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CatalogueSchema } from '#domain/catalogues/catalogue.schema.ts'
import { NewMenuCatalogueSchema, ReviewedMenuSchema } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { createCatalogueFromMenu, importMenuIntoCatalogue } from './menu-import.service.ts'

const IdParams = z.object({ id: z.uuid() })
// The browser names each kept menu once, so a retry of a request whose answer was lost makes no second copy.
const ImportHeaders = z.object({ 'idempotency-key': z.uuid().optional() })

/**
 * Keeping a reviewed menu (decision 015): as a new catalogue, or added to an existing one. Registered
 * inside the catalogues routes, so every route needs a session and is scoped to its business.
 */
export const menuImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/catalogues/from-menu',
    { schema: { headers: ImportHeaders, body: NewMenuCatalogueSchema, response: { 201: CatalogueSchema } } },
    async (request, reply) => {
      const { design, ...menu } = request.body
      const importKey = request.headers['idempotency-key']
      const catalogue = await createCatalogueFromMenu(db, request.businessId, menu, { design, importKey })
      return reply.status(201).send(catalogue)
    },
  )
  app.post(
    '/catalogues/:id/menu-import',
    { schema: { params: IdParams, body: ReviewedMenuSchema, response: { 200: CatalogueSchema } } },
    (request) => importMenuIntoCatalogue(db, request.businessId, request.params.id, request.body),
  )
}
