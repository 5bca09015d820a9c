import type { ClientListQuery } from '#domain/clients/client.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/**
 * The list's current search and sort as a CSV file (`GET /api/clients/export.csv?q=&sort=&dir=`), with the
 * name the server gave it, if any.
 */
export async function exportClients({ q, sort, dir }: Pick<ClientListQuery, 'q' | 'sort' | 'dir'>) {
  const query = q ? { q, sort, dir } : { sort, dir }
  let fileName: string | null = null
  const blob = await apiData(
    api.GET('/api/clients/export.csv', { params: { query }, parseAs: 'blob' }).then((answer) => {
      fileName = fileNameOf(answer.response.headers.get('Content-Disposition'))
      return answer
    }),
  )
  return { blob: blob as Blob, fileName }
}

/** The file name of a `Content-Disposition: attachment; filename="clientes.csv"` header. */
export function fileNameOf(disposition: string | null): string | null {
  const name = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]
  return name ? name.trim() : null
}
