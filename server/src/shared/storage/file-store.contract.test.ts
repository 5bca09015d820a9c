import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../../test/s3-server.ts'
import { InvalidFileKeyError } from './file-key.ts'
import { type FileStore, readStoredBytes } from './file-store.ts'
import { createLocalStore } from './local-store.ts'
import { createS3Store } from './s3-store.ts'

// One contract, both drivers: what the images (and later the menu analyses) rely on holds for each.
type Driver = { store: FileStore; stop: () => Promise<void> }

async function openLocal(): Promise<Driver> {
  const root = await mkdtemp(join(tmpdir(), 'vitrina-files-'))
  return { store: createLocalStore(root), stop: () => rm(root, { recursive: true, force: true }) }
}

async function openS3(): Promise<Driver> {
  const server = await startS3Server()
  const store = createS3Store(server.storage)
  return {
    store,
    stop: async () => {
      await store.close()
      await server.stop()
    },
  }
}

// Every byte value, so no driver may treat the bytes as text.
const binary = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7 + 3) % 256))

describe.each([
  ['local', openLocal],
  ['s3', openS3],
])('the %s file store', (_name, open) => {
  let driver: Driver
  let store: FileStore
  beforeAll(async () => {
    driver = await open()
    store = driver.store
  })
  afterAll(async () => {
    await driver.stop()
  })

  it('gives back the bytes it was given, with their size', async () => {
    await store.put('media/round-trip-640.webp', binary, 'image/webp')
    const file = await store.get('media/round-trip-640.webp')
    expect(file?.size).toBe(binary.length)
    file?.body.destroy()
    expect(await readStoredBytes(store, 'media/round-trip-640.webp')).toEqual(binary)
  })

  it('replaces a file written again under the same key', async () => {
    await store.put('media/replaced.webp', Buffer.from('first'), 'image/webp')
    await store.put('media/replaced.webp', Buffer.from('second'), 'image/webp')
    expect((await readStoredBytes(store, 'media/replaced.webp'))?.toString()).toBe('second')
  })

  it('answers null for a key with no file, and deletes a missing file without complaint', async () => {
    expect(await store.get('media/never-written.webp')).toBeNull()
    expect(await store.get('nowhere/at/all.pdf')).toBeNull()
    await expect(store.delete('media/never-written.webp')).resolves.toBeUndefined()
  })

  it('deletes a file', async () => {
    await store.put('media/doomed.webp', binary, 'image/webp')
    await store.delete('media/doomed.webp')
    expect(await store.get('media/doomed.webp')).toBeNull()
  })

  it('deletes a whole folder at once, and nothing beside it', async () => {
    await store.put('analyses/a1/source.pdf', binary, 'application/pdf')
    await store.put('analyses/a1/pages/1.png', binary, 'image/png')
    await store.put('analyses/a10/source.pdf', binary, 'application/pdf')
    await store.deletePrefix('analyses/a1/')
    expect(await store.list('analyses/a1/')).toEqual([])
    expect(await store.get('analyses/a1/pages/1.png')).toBeNull()
    expect((await store.list('analyses/')).map((file) => file.key)).toEqual(['analyses/a10/source.pdf'])
    await expect(store.deletePrefix('analyses/missing/')).resolves.toBeUndefined()
  })

  it('lists the files under a folder, at any depth, with when each was written', async () => {
    const before = Date.now()
    await store.put('listed/one.webp', binary, 'image/webp')
    await store.put('listed/deeper/two.pdf', binary, 'application/pdf')
    await store.put('listed-not/three.webp', binary, 'image/webp')
    const listed = await store.list('listed/')
    expect(listed.map((file) => file.key).sort()).toEqual(['listed/deeper/two.pdf', 'listed/one.webp'])
    for (const file of listed) {
      // S3 keeps whole seconds.
      expect(file.lastModifiedMs).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
      expect(file.lastModifiedMs).toBeLessThanOrEqual(Date.now() + 1000)
    }
    expect(await store.list('empty/')).toEqual([])
  })

  it.each([
    '../x',
    'media/../../secret',
    '/abs',
    'media//double',
    'media/',
    '',
    '.hidden',
    'media/.temp',
    'media\\..\\x',
    'media/a b.webp',
    'media/%2e%2e',
    'ñandú.webp',
  ])('refuses the key %j before touching anything', async (key) => {
    await expect(store.put(key, binary, 'image/webp')).rejects.toThrow(InvalidFileKeyError)
    await expect(store.get(key)).rejects.toThrow(InvalidFileKeyError)
    await expect(store.delete(key)).rejects.toThrow(InvalidFileKeyError)
  })

  it.each(['', '/', 'analyses', 'analyses/a1', '../', '/analyses/', 'analyses//'])(
    'refuses %j as a folder to list or delete',
    async (prefix) => {
      await expect(store.list(prefix)).rejects.toThrow(InvalidFileKeyError)
      await expect(store.deletePrefix(prefix)).rejects.toThrow(InvalidFileKeyError)
    },
  )
})

describe('the local file store', () => {
  it('keeps the layout of DATA_DIR (media/<name>, analyses/<id>/…) and leaves no temporary file behind', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vitrina-files-'))
    const store = createLocalStore(root)
    await store.put('media/abc-640.webp', binary, 'image/webp')
    await store.put('analyses/a1/source.pdf', binary, 'application/pdf')
    expect(await readdir(join(root, 'media'))).toEqual(['abc-640.webp'])
    expect(await readdir(join(root, 'analyses', 'a1'))).toEqual(['source.pdf'])
    await rm(root, { recursive: true, force: true })
  })
})

describe('the S3 file store', () => {
  it('names a public address for a key only when the bucket has one', async () => {
    const settings = {
      driver: 's3' as const,
      bucket: 'b',
      endpoint: 'http://127.0.0.1:1',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    }
    const without = createS3Store({ ...settings, publicUrl: undefined })
    const withUrl = createS3Store({ ...settings, publicUrl: 'https://cdn.example.com/vitrina' })
    expect(without.publicUrl('media/a-640.webp')).toBeNull()
    expect(withUrl.publicUrl('media/a-640.webp')).toBe('https://cdn.example.com/vitrina/media/a-640.webp')
    expect(() => withUrl.publicUrl('../x')).toThrow(InvalidFileKeyError)
    await Promise.all([without.close(), withUrl.close()])
  })
})
