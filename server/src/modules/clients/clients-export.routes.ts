import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ClientListQuerySchema } from '#domain/clients/client.schema.ts'
import { readLanguage } from '../../shared/caller-origin.ts'
import { LANGUAGES } from '../../shared/i18n/language.ts'
import { requireBusiness } from '../accounts/index.ts'
import { auditActorOf } from '../audit/index.ts'
import * as service from './clients-export.service.ts'

export type ClientsExportOptions = { now?: () => Date }

// The list's search and sort, without its page. A download link cannot set Accept-Language: the page may
// name its interface's language in the address.
const ExportQuery = ClientListQuerySchema.pick({ q: true, sort: true, dir: true }).extend({
  lang: z.enum(LANGUAGES).optional(),
})

/**
 * The export of the owner's clients (docs/decisions/039-clients-csv-import-and-export.md): every client of
 * the list's current search and sort as a CSV download, scoped to the session's business.
 */
export const clientsExportRoutes: FastifyPluginAsyncZod<ClientsExportOptions> = async (
  app,
  { now = () => new Date() },
) => {
  app.addHook('preValidation', requireBusiness)
  const deps: service.ClientsExportDeps = { db: app.database.db, now }

  app.get(
    '/clients/export.csv',
    { schema: { querystring: ExportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const { lang, ...query } = request.query
      const language = lang ?? readLanguage(request)
      const file = await service.exportClients(
        deps,
        request.businessId,
        query,
        language,
        auditActorOf(request),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.text)
    },
  )
}
