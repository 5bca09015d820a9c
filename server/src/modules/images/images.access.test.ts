import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner, png } from './test-owner.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('another business', () => {
  it('gets 404 on every image route of the first one’s ids, stores nothing and changes nothing', async () => {
    const owner = await newOwner(app)
    const intruder = await newOwner(app)
    const image = (await owner.upload(`/api/products/${owner.product.id}/image`, await png())).json().image
    const categoryImage = (
      await owner.upload(`/api/categories/${owner.category.id}/image`, await png())
    ).json().image
    const media = join(app.config.dataDir, 'media')
    const stored = (await readdir(media)).sort()

    const uploads = [
      ...['logo', 'banner', 'backgroundImage'].map(
        (slot) => `/api/catalogues/${owner.catalogue.id}/design/images/${slot}`,
      ),
      `/api/products/${owner.product.id}/image`,
      `/api/categories/${owner.category.id}/image`,
    ]
    for (const url of uploads) {
      const response = await intruder.upload(url, await png())
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code).toBe('not_found')
    }
    for (const url of [
      `/api/products/${owner.product.id}/image`,
      `/api/categories/${owner.category.id}/image`,
    ]) {
      expect((await intruder.call('DELETE', url)).statusCode, url).toBe(404)
    }
    for (const url of [
      `/api/catalogues/${owner.catalogue.id}/design`,
      `/api/catalogues/${owner.catalogue.id}`,
    ]) {
      expect((await intruder.call('GET', url)).statusCode, url).toBe(404)
    }

    expect((await readdir(media)).sort()).toEqual(stored)
    const products = (await owner.call('GET', `/api/catalogues/${owner.catalogue.id}/products`)).json()
    expect(products[0].image).toBe(image)
    const categories = (await owner.call('GET', `/api/catalogues/${owner.catalogue.id}/categories`)).json()
    expect(categories[0].image).toBe(categoryImage)
    expect((await owner.call('GET', `/api/catalogues/${owner.catalogue.id}/design`)).json().logo).toBeNull()
  })

  it('answers 401 without a session, before reading any upload', async () => {
    const owner = await newOwner(app)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await png())]), 'x.png')
    const response = await app.inject({
      method: 'POST',
      url: `/api/products/${owner.product.id}/image`,
      payload: form,
    })
    expect(response.statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/products/${owner.product.id}/image` })).statusCode,
    ).toBe(401)
  })

  it('refuses an unknown slot (400) and answers 404 for an unknown id', async () => {
    const owner = await newOwner(app)
    const slot = await owner.upload(
      `/api/catalogues/${owner.catalogue.id}/design/images/favicon`,
      await png(),
    )
    expect(slot.statusCode).toBe(400)
    const missing = await owner.upload(
      '/api/products/00000000-0000-4000-8000-000000000000/image',
      await png(),
    )
    expect(missing.statusCode).toBe(404)
  })
})
