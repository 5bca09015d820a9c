import type { ClientListQuery } from '#domain/clients/client.schema.ts'

/** The cache entries of clients: the list's pages, one client, a client's reservations and WhatsApp record. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: ['clients', 'list'] as const,
  list: (query: ClientListQuery) => ['clients', 'list', query] as const,
  one: (id: string) => ['clients', 'one', id] as const,
  appointments: (id: string) => ['clients', 'appointments', id] as const,
  whatsapp: (id: string) => ['clients', 'whatsapp', id] as const,
}
