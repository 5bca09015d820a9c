import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { readBackupAccess } from './backup-access.ts'
import { SNAPSHOT_PATH } from './snapshot.routes.ts'

// PostgreSQL deployments back up with pg_dump: the route exists only over the embedded database.
const onPostgres = Boolean(inject('postgresUrl'))

describe.skipIf(onPostgres)('POST /internal/database-snapshot', () => {
  let app: FastifyInstance
  let dataDir: string
  let token: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-snapshot-'))
    app = await createTestApp({ dataDir })
    await app.listen({ host: '127.0.0.1', port: 0 })
    // Fastify runs onListen hooks after listen() resolves: the file comes a moment later.
    const access = await vi.waitFor(
      async () => {
        const written = await readBackupAccess(dataDir)
        if (!written) throw new Error('the server left no backup access file')
        return written
      },
      { timeout: 5000, interval: 20 },
    )
    token = access.token
  })
  afterAll(() => app.close())

  const ask = (authorization: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: SNAPSHOT_PATH, headers: { authorization }, remoteAddress })

  it('gives a caller on this machine with the token the database as a tar', async () => {
    const response = await ask(`Bearer ${token}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/x-tar')
    expect(response.rawPayload.subarray(257, 262).toString()).toBe('ustar')
  })

  it('answers 404 to a wrong token, and to the right one from another machine', async () => {
    expect((await ask(`Bearer ${token}x`)).statusCode).toBe(404)
    expect((await ask(`Bearer ${token}`, '10.1.2.3')).statusCode).toBe(404)
  })

  it('takes its access file away when the server closes', async () => {
    await app.close()
    expect(await readBackupAccess(dataDir)).toBeUndefined()
  })
})
