import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageVariantAddress } from '#domain/catalogues/image.ts'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner, png } from './test-owner.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })
const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString() === 'RIFF' && body.subarray(8, 12).toString() === 'WEBP'

describe('GET /media/*', () => {
  it('serves every copy as WebP, cached for a year, never sniffed', async () => {
    const owner = await newOwner(app)
    const image: string = (await owner.upload(`/api/products/${owner.product.id}/image`, await png())).json()
      .image
    for (const width of [320, 640, 1280] as const) {
      const response = await get(imageVariantAddress(image, width) as string)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(isWebp(response.rawPayload)).toBe(true)
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
    }
  })

  it('serves an uploaded SVG only as WebP pixels: its script and handlers never reach a browser', async () => {
    const owner = await newOwner(app)
    const hostile =
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" onload="alert(1)">
      <script>alert(document.cookie)</script><rect width="80" height="80" fill="#c2410c"/>
      <image href="file:///etc/passwd" width="80" height="80"/></svg>`)
    const uploaded = await owner.upload(`/api/catalogues/${owner.catalogue.id}/design/images/logo`, hostile, {
      name: 'logo.svg',
      type: 'image/svg+xml',
    })
    expect(uploaded.statusCode).toBe(200)
    const served = await get(uploaded.json().logo)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(isWebp(served.rawPayload)).toBe(true)
    for (const word of ['<svg', 'script', 'alert', 'onload', 'passwd', 'root:']) {
      expect(served.rawPayload.includes(word)).toBe(false)
    }
  })

  it('answers 404 for a name it did not make, a missing file or a path out of its folder', async () => {
    const media = join(app.config.dataDir, 'media')
    await mkdir(media, { recursive: true })
    await writeFile(join(media, 'notes.txt'), 'not an image')
    await writeFile(join(app.config.dataDir, 'secret.txt'), 'secret')
    const attempts = [
      '/media/00000000-0000-4000-8000-000000000000-640.webp',
      '/media/notes.txt',
      '/media/../secret.txt',
      '/media/..%2fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/..%5csecret.txt',
      '/media/',
      '/media/anything',
    ]
    for (const url of attempts) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body).not.toContain('secret')
      expect(response.headers['content-type'], url).not.toContain('text/html')
    }
  })
})
