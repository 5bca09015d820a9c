import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { clientsRoutes } from './clients.routes.ts'
import { clientsExportRoutes } from './clients-export.routes.ts'
import { clientsImportRoutes } from './clients-import.routes.ts'

/** Clients: the owner's client list and each client's record, under /api. */
export const clientsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(clientsRoutes, { prefix: '/api' })
    await app.register(clientsImportRoutes, { prefix: '/api' })
    await app.register(clientsExportRoutes, { prefix: '/api' })
  },
  { name: 'clients' },
)
