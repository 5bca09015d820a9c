import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_IMPORT_LIMITS } from '#domain/clients/client-import.schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { importCsv, listAllClients, previewCsv } from './test-clients-csv.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

const MB = 1024 * 1024
const BOUNDARY = 'vitrina-csv-boundary'

/** A multipart body whose file is `fileBytes` long, made as it is read; `pulled` counts what was read of it. */
function streamedUpload(fileBytes: number) {
  const counter = { pulled: 0 }
  const chunk = Buffer.from('Ana Muñoz;ana@example.com;300 123 4567\n'.repeat(1700))
  async function* body() {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\nNombre;Correo;Teléfono\n`
    yield Buffer.from(head)
    for (let sent = 0; sent < fileBytes; sent += chunk.length) {
      counter.pulled += chunk.length
      yield chunk
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  }
  return { counter, payload: Readable.from(body()) }
}

describe('a file over 5 MB', () => {
  it('is refused with 413 from its declared length, before any of it is read', async () => {
    const owner = await registerTestOwner(app, 'csv-limits')
    const response = await app.inject({
      method: 'POST',
      url: '/api/clients/import',
      payload: Buffer.alloc(50 * MB, 'a'),
      headers: {
        cookie: owner.cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'accept-language': 'en',
      },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toEqual({
      code: 'csv_too_large',
      message: 'The file is larger than 5 MB. Split it into several files and import them one by one.',
    })
  })

  it('sent without a length (50 MB streamed), is refused with 413 once 5 MB have come, the rest never read', async () => {
    const owner = await registerTestOwner(app, 'csv-limits')
    const { counter, payload } = streamedUpload(50 * MB)
    const response = await app.inject({
      method: 'POST',
      url: '/api/clients/import',
      payload,
      headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('csv_too_large')
    expect(counter.pulled).toBeLessThan(CLIENT_IMPORT_LIMITS.bytes + 2 * MB)
    expect(await listAllClients(owner)).toEqual([])
  })

  it('over a real connection, stops reading at the limit and closes the connection after its 413', async () => {
    const owner = await registerTestOwner(app, 'csv-limits')
    const { port } = app.server.address() as AddressInfo
    const answer = await new Promise<{ status?: number; connection?: string; written: number }>((resolve) => {
      let written = 0
      const upload = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/clients/import',
        headers: {
          cookie: owner.cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'transfer-encoding': 'chunked',
        },
      })
      upload.on('response', (response) => {
        response.resume()
        // The socket's close ends the upload: a server still reading would have taken all 50 MB by then.
        response.socket.on('close', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection, written }),
        )
      })
      upload.on('error', () => {})
      upload.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\nNombre\n`,
      )
      const chunk = Buffer.alloc(64 * 1024, 'a')
      const pump = () => {
        while (written < 50 * MB) {
          written += chunk.length
          if (!upload.write(chunk)) return upload.once('drain', pump)
        }
        upload.end(`\r\n--${BOUNDARY}--\r\n`)
      }
      pump()
    })
    expect(answer).toMatchObject({ status: 413, connection: 'close' })
    // What the limit let in, plus what the sockets' buffers held when the server stopped reading.
    expect(answer.written).toBeLessThan(20 * MB)
  })

  it('takes a file just under the limit', async () => {
    const owner = await registerTestOwner(app, 'csv-limits')
    const header = 'Nombre;Correo;Notas\n'
    const row = (n: number) => `Cliente ${n};c${n}@example.com;${'x'.repeat(480)}\n`
    const rows = Array.from({ length: 10_000 }, (_, n) => row(n)).join('')
    const file = header + rows
    expect(file.length).toBeGreaterThan(CLIENT_IMPORT_LIMITS.bytes - 0.5 * MB)
    expect(file.length).toBeLessThan(CLIENT_IMPORT_LIMITS.bytes)
    const preview = await importCsv(app, owner, file)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json()).toMatchObject({ rows: 10_000, created: 10_000 })
  })
})

describe('a file of more columns than an import takes', () => {
  it('is refused with 400 naming the limit, in the preview and the import alike, nothing written', async () => {
    const owner = await registerTestOwner(app, 'csv-columns')
    const columns = CLIENT_IMPORT_LIMITS.columns + 1
    const header = ['Nombre', ...Array.from({ length: columns - 1 }, (_, n) => `Extra ${n + 1}`)].join(';')
    const row = ['Ana Muñoz', ...Array.from({ length: columns - 1 }, () => 'x')].join(';')
    const file = new TextEncoder().encode(`${header}\n${row}\n`)
    for (const send of [previewCsv, importCsv]) {
      const refused = await send(app, owner, file, { language: 'en' })
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().error).toEqual({
        code: 'csv_too_many_columns',
        message:
          'The file has more than 100 columns. Keep only your clients’ ones (name, phone, email…) and try again.',
      })
    }
    expect(await listAllClients(owner)).toEqual([])
    const widest = `${header.split(';').slice(0, -1).join(';')}\n${row.split(';').slice(0, -1).join(';')}\n`
    expect((await previewCsv(app, owner, new TextEncoder().encode(widest))).statusCode).toBe(200)
  })
})
