import { writeFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from './test-menu.ts'

// The picture of the menú del día: a 1080×1350 PNG at the menu's own address, drawn from today's dishes,
// so that publishing other dishes (or a new day) is a new picture; 404 for what is not a public set menu.

let app: FastifyInstance
let now = Date.parse('2026-12-07T09:00:00Z') // Monday 10:00 in Madrid

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

const open = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('the picture of today’s menu', () => {
  it('is drawn from today’s dishes and changes with them and with the day', async () => {
    const owner = await newOwner(app, 'Casa', 'ES')
    const menu = await owner.addProduct({
      name: 'Menú del día',
      kind: 'menu',
      variants: [
        { label: 'Menú', price: '12.50' },
        { label: 'Medio menú', price: '8' },
      ],
      includes: ['Pan', 'Bebida', 'Postre o café'],
      courses: [
        { name: 'Primeros', choices: [{ name: 'Lentejas estofadas' }, { name: 'Ensalada de la huerta' }] },
        { name: 'Segundos', choices: [{ name: 'Merluza a la romana' }, { name: 'Pollo al ajillo' }] },
        { name: 'Postres', choices: [{ name: 'Flan casero' }, { name: 'Fruta del tiempo' }] },
      ],
    })
    const address = `/m/${owner.slug}/menu-del-dia/${menu.id}/imagen.png`
    const first = await open(address)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/png')
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(pngSize(first.rawPayload)).toEqual({ width: 1080, height: 1350 })
    if (process.env.DAY_MENU_PICTURE_OUT) writeFileSync(process.env.DAY_MENU_PICTURE_OUT, first.rawPayload)
    const etag = String(first.headers.etag)
    expect((await open(address, { 'if-none-match': etag })).statusCode).toBe(304)
    const version = etag.slice(1, -1)
    expect((await open(`${address}?v=${version}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )

    await owner.call('PUT', `/api/products/${menu.id}/today`, {
      courses: [
        { name: 'Primeros', choices: [{ name: 'Gazpacho' }] },
        { name: 'Segundos', choices: [{ name: 'Paella' }] },
      ],
    })
    const changed = await open(address, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    now = Date.parse('2026-12-08T09:00:00Z') // the same dishes on Tuesday carry Tuesday's date
    expect((await open(address)).headers.etag).not.toBe(changed.headers.etag)
    expect((await open(`${address}?lang=en`)).statusCode).toBe(200)
  })

  it('is not found for a dish, another business’s menu, an unknown id or a malformed one', async () => {
    const owner = await newOwner(app, 'Casa', 'ES')
    const other = await newOwner(app, 'Otra', 'ES')
    const dish = await owner.addProduct({ name: 'Croquetas', price: '6' })
    const foreign = await other.addProduct({
      name: 'Menú',
      kind: 'menu',
      price: '11',
      courses: [{ name: 'Primeros', choices: [{ name: 'Sopa' }] }],
    })
    for (const id of [dish.id, foreign.id, '00000000-0000-4000-8000-000000000000', 'nada']) {
      expect((await open(`/m/${owner.slug}/menu-del-dia/${id}/imagen.png`)).statusCode).toBe(404)
    }
  })

  it('has a page of its own, the link to share: only that menu, its preview the day’s picture', async () => {
    now = Date.parse('2026-12-07T09:00:00Z') // Monday 10:00 in Madrid, before its hours
    const owner = await newOwner(app, 'Casa', 'ES')
    await owner.addProduct({ name: 'Croquetas', price: '6' })
    const menu = await owner.addProduct({
      name: 'Menú del día',
      kind: 'menu',
      price: '12.50',
      courses: [{ name: 'Primeros', choices: [{ name: 'Gazpacho' }] }],
      availability: {
        windows: [{ dias: [1, 2, 3, 4, 5], desde: '13:00', hasta: '16:00' }],
        hideWhenClosed: true,
      },
    })
    const page = await open(`/m/${owner.slug}/menu-del-dia/${menu.id}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<span class="cn">Gazpacho</span>')
    // Shown outside its hours, since the link was shared for it; the rest of the menu is a link away.
    expect(page.body).toContain('Desde las 13:00')
    expect(page.body).not.toContain('Croquetas')
    expect(page.body).toContain(`<a class="btn o" href="/m/${owner.slug}">Ver la carta completa</a>`)
    expect(page.body).toMatch(/<title>Menú del día · Casa \d+<\/title>/)
    const image = /<meta property="og:image" content="([^"]+)">/.exec(page.body)?.[1] ?? ''
    expect(image).toMatch(new RegExp(`/m/${owner.slug}/menu-del-dia/${menu.id}/imagen\\.png\\?v=[\\w-]{16}$`))
    expect(page.body).toContain('<meta property="og:image:height" content="1350">')
    const picture = await open(image.replace(/^https?:\/\/[^/]+/, ''))
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await open(`/m/${owner.slug}/menu-del-dia/nada`)).statusCode).toBe(404)
  })
})
