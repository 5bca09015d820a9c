import type { FastifyInstance } from 'fastify'
import type { ColumnMapping } from '#domain/clients/client-import.schema.ts'
import type { TestOwner } from '../../test/test-owner.ts'

// Shared by the CSV import and export tests: uploading a file as an owner, and files as Excel writes them.

export type CsvUploadOptions = { mapping?: ColumnMapping | string; name?: string; language?: 'es' | 'en' }

/** Posts a CSV file (text as UTF-8, or raw bytes) and optionally a mapping to an import route as the owner. */
export function uploadCsv(
  app: FastifyInstance,
  owner: Pick<TestOwner, 'cookie'>,
  url: string,
  content: string | Uint8Array,
  { mapping, name = 'clientes.csv', language = 'es' }: CsvUploadOptions = {},
) {
  const form = new FormData()
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name)
  if (mapping !== undefined) {
    form.append('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping))
  }
  return app.inject({
    method: 'POST',
    url,
    payload: form,
    headers: { cookie: owner.cookie, 'accept-language': language },
  })
}

export const previewCsv = (
  app: FastifyInstance,
  owner: TestOwner,
  content: string | Uint8Array,
  options?: CsvUploadOptions,
) => uploadCsv(app, owner, '/api/clients/import/preview', content, options)

export const importCsv = (
  app: FastifyInstance,
  owner: TestOwner,
  content: string | Uint8Array,
  options?: CsvUploadOptions,
) => uploadCsv(app, owner, '/api/clients/import', content, options)

// The characters of Windows-1252 that differ from Latin-1 (0x80–0x9F) and the tests use.
const WINDOWS_1252_EXTRAS: Record<string, number> = { '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94 }

/** Text as Excel in Spanish saves "CSV (delimitado por comas)": Windows-1252, one byte a character. */
export function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => {
    const code = WINDOWS_1252_EXTRAS[character] ?? character.charCodeAt(0)
    if (code > 0xff) throw new Error(`Windows-1252 has no ${character}`)
    return code
  })
}

/** The clients of the owner's list, every page, sorted by name, as the API answers them. */
export async function listAllClients(owner: TestOwner) {
  const clients = []
  for (let page = 1; ; page++) {
    const answer = (await owner.call('GET', `/api/clients?page=${page}`)).json()
    clients.push(...answer.clients)
    if (page >= answer.pageCount) return clients
  }
}
