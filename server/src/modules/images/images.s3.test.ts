import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageVariants } from '#domain/catalogues/image.ts'
import { readStoredBytes } from '../../shared/storage/file-store.ts'
import { startS3Server } from '../../test/s3-server.ts'
import { createTestApp } from '../../test/test-app.ts'
import { SWEEP_GRACE_MS, sweepUnusedImages } from './media-sweep.ts'
import { newOwner, png } from './test-owner.ts'

// Two servers behind a load balancer, one bucket: what one stores, the other serves (decision 049).
let s3: Awaited<ReturnType<typeof startS3Server>>
let first: FastifyInstance
let second: FastifyInstance

beforeAll(async () => {
  s3 = await startS3Server()
  first = await createTestApp({ storage: s3.storage })
  second = await createTestApp({ storage: s3.storage })
})
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
  await s3?.stop()
})

const keysOf = (address: string) => imageVariants(address).map((copy) => copy.address.slice(1))
const bucketKeys = async () => (await first.files.list('media/')).map((file) => file.key)

describe('images in an S3 bucket', () => {
  it('stores an upload in the bucket, not in DATA_DIR, and serves the same bytes from another server', async () => {
    expect(first.files.driver).toBe('s3')
    const owner = await newOwner(first)
    const uploaded = await owner.upload(`/api/products/${owner.product.id}/image`, await png())
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const { image } = uploaded.json()
    expect(await bucketKeys()).toEqual(expect.arrayContaining(keysOf(image)))
    expect(await readdir(join(first.config.dataDir, 'media')).catch(() => [])).toEqual([])

    for (const copy of imageVariants(image)) {
      const served = await second.inject({ method: 'GET', url: copy.address })
      expect(served.statusCode, copy.address).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.rawPayload).toEqual(await readStoredBytes(first.files, copy.address.slice(1)))
    }
    const missing = await second.inject({
      method: 'GET',
      url: '/media/00000000-0000-4000-8000-000000000000-640.webp',
    })
    expect(missing.statusCode).toBe(404)
  })

  it('deletes the files of a replaced image from the bucket, and sweeps those nothing names', async () => {
    const owner = await newOwner(first)
    const url = `/api/categories/${owner.category.id}/image`
    const replaced = (await owner.upload(url, await png())).json().image
    const kept = (await owner.upload(url, await png())).json().image
    const abandoned = (await owner.upload('/api/promotions/image', await png())).json().imagen
    const stored = await bucketKeys()
    for (const key of keysOf(replaced)) expect(stored).not.toContain(key)

    // Young files are left alone; past the grace period, only the abandoned promotion picture goes.
    expect(await sweepUnusedImages(first.database.db, first.files)).toBe(0)
    const later = Date.now() + SWEEP_GRACE_MS + 1000
    expect(await sweepUnusedImages(first.database.db, first.files, later)).toBe(3)
    const left = await bucketKeys()
    expect(left).toEqual(expect.arrayContaining(keysOf(kept)))
    for (const key of keysOf(abandoned)) expect(left).not.toContain(key)
  })
})

describe('images in a public S3 bucket', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    const publicUrl = `${s3.storage.endpoint}/${s3.storage.bucket}`
    app = await createTestApp({ storage: { ...s3.storage, publicUrl } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('sends browsers to the bucket, which answers the file as immutable WebP', async () => {
    const owner = await newOwner(app)
    const { image } = (await owner.upload(`/api/products/${owner.product.id}/image`, await png())).json()
    const redirected = await app.inject({ method: 'GET', url: image })
    expect(redirected.statusCode).toBe(302)
    expect(redirected.headers.location).toBe(`${s3.storage.endpoint}/${s3.storage.bucket}${image}`)
    const fromBucket = await fetch(String(redirected.headers.location))
    expect(fromBucket.status).toBe(200)
    expect(fromBucket.headers.get('content-type')).toBe('image/webp')
    expect(fromBucket.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await fromBucket.arrayBuffer())).toEqual(
      await readStoredBytes(app.files, image.slice(1)),
    )
    expect((await app.inject({ method: 'GET', url: '/media/../secret.txt' })).statusCode).toBe(404)
  })
})
