import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageVariants } from '#domain/catalogues/image.ts'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner, png, svg, webp } from './test-owner.ts'

let app: FastifyInstance
let mediaDir: string

beforeAll(async () => {
  app = await createTestApp()
  mediaDir = join(app.config.dataDir, 'media')
})
afterAll(async () => {
  await app.close()
})

const mediaFiles = async () => (await readdir(mediaDir).catch(() => [] as string[])).sort()
const filesOf = (address: string) => imageVariants(address).map((copy) => copy.address.replace('/media/', ''))

describe('uploading', () => {
  it('stores a product image and answers the product with its address', async () => {
    const owner = await newOwner(app)
    const response = await owner.upload(`/api/products/${owner.product.id}/image`, await png())
    expect(response.statusCode).toBe(200)
    const product = response.json()
    expect(product).toMatchObject({ id: owner.product.id, name: 'Arepa' })
    expect(product.image).toMatch(/^\/media\/[0-9a-f-]{36}-640\.webp$/)
    expect(await mediaFiles()).toEqual(expect.arrayContaining(filesOf(product.image)))
    const listed = (await owner.call('GET', `/api/catalogues/${owner.catalogue.id}/products`)).json()
    expect(listed[0].image).toBe(product.image)
  })

  it('stores a promotion’s picture before the promotion exists, answering only its address', async () => {
    const owner = await newOwner(app)
    const response = await owner.upload('/api/promotions/image', await webp(), {
      name: 'promo.webp',
      type: 'image/webp',
    })
    expect(response.statusCode, response.body).toBe(201)
    const { imagen } = response.json()
    expect(imagen).toMatch(/^\/media\/[0-9a-f-]{36}-640\.webp$/)
    expect(await mediaFiles()).toEqual(expect.arrayContaining(filesOf(imagen)))
    const saved = await owner.call('POST', '/api/promotions', { catalogueId: owner.catalogue.id, imagen })
    expect(saved.json().promotion.imagen).toBe(imagen)
    expect(
      (await owner.upload('/api/promotions/image', svg, { name: 'a.svg', type: 'image/svg+xml' })).statusCode,
    ).toBe(415)
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/promotions/image',
      payload: new FormData(),
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('stores a category image and answers the category', async () => {
    const owner = await newOwner(app)
    const response = await owner.upload(`/api/categories/${owner.category.id}/image`, await png())
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: owner.category.id, name: 'Entradas' })
    expect(response.json().image).toMatch(/^\/media\/.+-640\.webp$/)
  })

  it('stores logo, banner and background in the design, the banner else the logo as the catalogue’s picture', async () => {
    const owner = await newOwner(app)
    const base = `/api/catalogues/${owner.catalogue.id}`
    const before = (await owner.call('GET', base)).json().editado
    const logo = await owner.upload(`${base}/design/images/logo`, svg, {
      name: 'logo.svg',
      type: 'image/svg+xml',
    })
    expect(logo.statusCode).toBe(200)
    expect(logo.json()).toMatchObject({ titleSize: 40, banner: null, backgroundImage: null })
    const catalogue = (await owner.call('GET', base)).json()
    expect(catalogue.imagen).toBe(logo.json().logo)
    expect(catalogue.editado > before).toBe(true)

    const banner = (await owner.upload(`${base}/design/images/banner`, await png())).json()
    expect((await owner.call('GET', base)).json().imagen).toBe(banner.banner)
    const background = (await owner.upload(`${base}/design/images/backgroundImage`, await png())).json()
    expect(background.backgroundImage).toMatch(/^\/media\//)
    expect(background.logo).toBe(logo.json().logo)
    expect((await owner.call('GET', `${base}/design`)).json()).toEqual(background)
  })

  it('judges a file by its bytes, not by its name or declared type', async () => {
    const owner = await newOwner(app)
    const url = `/api/products/${owner.product.id}/image`
    const disguised = await owner.upload(url, await png(), { name: 'x.jpg', type: 'text/plain' })
    expect(disguised.statusCode).toBe(200)
    const text = Buffer.from('just some text, not a picture at all')
    const fake = await owner.upload(url, text, { name: 'x.png', type: 'image/png' })
    expect(fake.statusCode).toBe(415)
    expect(fake.json().error).toMatchObject({ code: 'unsupported_product_image' })
    expect(fake.json().error.message).toContain('JPG, PNG o WebP')
  })

  it('takes WebP for products and categories but not for the logo, in the caller’s language', async () => {
    const owner = await newOwner(app)
    const logo = await owner.upload(`/api/catalogues/${owner.catalogue.id}/design/images/logo`, await webp())
    expect(logo.statusCode).toBe(415)
    expect(logo.json().error.code).toBe('unsupported_brand_image')
    expect((await owner.upload(`/api/products/${owner.product.id}/image`, await webp())).statusCode).toBe(200)
    expect((await owner.upload(`/api/categories/${owner.category.id}/image`, await webp())).statusCode).toBe(
      200,
    )
    const product = await owner.upload(`/api/products/${owner.product.id}/image`, svg)
    expect(product.statusCode).toBe(415)
  })

  it('refuses a raster over 8 MB and an SVG over 1 MB with 413, storing nothing', async () => {
    const owner = await newOwner(app)
    const stored = await mediaFiles()
    const heavy = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)])
    const raster = await owner.upload(`/api/products/${owner.product.id}/image`, heavy)
    expect(raster.statusCode).toBe(413)
    expect(raster.json().error.code).toBe('image_too_large')
    const padding = `<!-- ${'x'.repeat(1024 * 1024)} -->`
    const bigSvg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${padding}</svg>`,
    )
    const vector = await owner.upload(`/api/catalogues/${owner.catalogue.id}/design/images/logo`, bigSvg)
    expect(vector.statusCode).toBe(413)
    expect(await mediaFiles()).toEqual(stored)
  })

  it('refuses 422 an image of too many pixels and one it cannot read', async () => {
    const owner = await newOwner(app)
    const huge = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"></svg>')
    const tooMany = await owner.upload(`/api/catalogues/${owner.catalogue.id}/design/images/banner`, huge)
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().error.code).toBe('image_too_many_pixels')
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 1)])
    const unreadable = await owner.upload(`/api/products/${owner.product.id}/image`, broken)
    expect(unreadable.statusCode).toBe(422)
    expect(unreadable.json().error.code).toBe('image_unreadable')
  })

  it('answers 400 when the request carries no file', async () => {
    const owner = await newOwner(app)
    const json = await owner.call('POST', `/api/products/${owner.product.id}/image`, { image: 'x' })
    expect(json.statusCode).toBe(400)
    expect(json.json().error.code).toBe('image_missing')
  })
})

describe('replacing and removing', () => {
  it('deletes the old files when an image is replaced or removed', async () => {
    const owner = await newOwner(app)
    const url = `/api/products/${owner.product.id}/image`
    const first = (await owner.upload(url, await png())).json().image
    const second = (await owner.upload(url, await webp())).json().image
    expect(second).not.toBe(first)
    const files = await mediaFiles()
    for (const name of filesOf(first)) expect(files).not.toContain(name)
    for (const name of filesOf(second)) expect(files).toContain(name)

    const removed = await owner.call('DELETE', url)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ id: owner.product.id, image: null })
    for (const name of filesOf(second)) expect(await mediaFiles()).not.toContain(name)
  })

  it('removes a category image', async () => {
    const owner = await newOwner(app)
    const url = `/api/categories/${owner.category.id}/image`
    const image = (await owner.upload(url, await png())).json().image
    const removed = await owner.call('DELETE', url)
    expect(removed.json()).toMatchObject({ id: owner.category.id, image: null })
    for (const name of filesOf(image)) expect(await mediaFiles()).not.toContain(name)
  })

  it('replaces a design image and deletes the one it replaced', async () => {
    const owner = await newOwner(app)
    const url = `/api/catalogues/${owner.catalogue.id}/design/images/banner`
    const first = (await owner.upload(url, await png())).json().banner
    const second = (await owner.upload(url, svg)).json().banner
    for (const name of filesOf(first)) expect(await mediaFiles()).not.toContain(name)
    expect((await owner.call('GET', `/api/catalogues/${owner.catalogue.id}`)).json().imagen).toBe(second)
  })

  it('keeps a logo that a catalogue made from a menu shares when the other design replaces it', async () => {
    const owner = await newOwner(app)
    const logo = (await owner.upload(`/api/catalogues/${owner.catalogue.id}/design/images/logo`, svg)).json()
      .logo
    const menu = { restaurantName: 'Otro', currency: '', sections: [{ name: 'Postres', items: [] }] }
    const copied = (await owner.call('POST', '/api/catalogues/from-menu', menu)).json()
    expect((await owner.call('GET', `/api/catalogues/${copied.id}/design`)).json().logo).toBe(logo)

    const replaced = await owner.upload(`/api/catalogues/${copied.id}/design/images/logo`, await png())
    expect(replaced.json().logo).not.toBe(logo)
    // The first catalogue still shows the logo: its files stay.
    expect(await mediaFiles()).toEqual(expect.arrayContaining(filesOf(logo)))
    expect((await owner.call('GET', `/api/catalogues/${owner.catalogue.id}/design`)).json().logo).toBe(logo)
  })
})
