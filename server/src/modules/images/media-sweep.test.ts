import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageVariants } from '#domain/catalogues/image.ts'
import { createTestApp } from '../../test/test-app.ts'
import { SWEEP_GRACE_MS, sweepUnusedImages } from './media-sweep.ts'
import { newOwner, png } from './test-owner.ts'

let app: FastifyInstance
let mediaDir: string

beforeAll(async () => {
  app = await createTestApp()
  mediaDir = join(app.config.dataDir, 'media')
})
afterAll(async () => {
  await app.close()
})

const filesOf = (address: string) => imageVariants(address).map((copy) => copy.address.replace('/media/', ''))
const mediaFiles = async () => readdir(mediaDir)
const later = () => Date.now() + SWEEP_GRACE_MS + 1000

describe('sweepUnusedImages', () => {
  it('deletes the files of deleted products and removed design images, and keeps those still named', async () => {
    const owner = await newOwner(app)
    const kept = (await owner.upload(`/api/categories/${owner.category.id}/image`, await png())).json().image
    const ofProduct = (await owner.upload(`/api/products/${owner.product.id}/image`, await png())).json()
      .image
    const base = `/api/catalogues/${owner.catalogue.id}`
    const logo = (await owner.upload(`${base}/design/images/logo`, await png())).json().logo
    expect((await owner.call('DELETE', `/api/products/${owner.product.id}`)).statusCode).toBe(204)
    const saved = await app.inject({
      method: 'PUT',
      url: `${base}/design`,
      payload: { logo: null },
      headers: { cookie: owner.cookie },
    })
    expect(saved.json()).toMatchObject({ logo: null, font: 'Lato' })
    expect((await owner.call('GET', base)).json().imagen).toBeNull()

    expect(await sweepUnusedImages(app.database.db, app.files, later())).toBe(6)
    const left = await mediaFiles()
    expect(left).toEqual(expect.arrayContaining(filesOf(kept)))
    for (const file of [...filesOf(ofProduct), ...filesOf(logo)]) expect(left).not.toContain(file)
  })

  it('keeps the picture a promotion names and takes one uploaded for a promotion never saved', async () => {
    const owner = await newOwner(app)
    const named = (await owner.upload('/api/promotions/image', await png())).json().imagen
    const abandoned = (await owner.upload('/api/promotions/image', await png())).json().imagen
    const saved = await owner.call('POST', '/api/promotions', {
      catalogueId: owner.catalogue.id,
      imagen: named,
    })
    expect(saved.statusCode, saved.body).toBe(201)

    expect(await sweepUnusedImages(app.database.db, app.files, later())).toBe(3)
    const left = await mediaFiles()
    expect(left).toEqual(expect.arrayContaining(filesOf(named)))
    for (const file of filesOf(abandoned)) expect(left).not.toContain(file)
  })

  it('leaves young files alone: an upload writes its files before the database names them', async () => {
    const owner = await newOwner(app)
    const image = (await owner.upload(`/api/products/${owner.product.id}/image`, await png())).json().image
    expect((await owner.call('DELETE', `/api/products/${owner.product.id}`)).statusCode).toBe(204)
    expect(await sweepUnusedImages(app.database.db, app.files)).toBe(0)
    expect(await mediaFiles()).toEqual(expect.arrayContaining(filesOf(image)))
  })
})
