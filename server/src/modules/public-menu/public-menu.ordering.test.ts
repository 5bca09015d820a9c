import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { ORDER_LOADER } from './public-menu.ordering.ts'
import { newOwner } from './test-menu.ts'

// The menu page of a business taking orders: the same cached page for every diner, each dish that may be
// ordered with a hidden «Añadir» that the loader shows, and a policy that lets the ordering script in.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const open = (url: string) => app.inject({ method: 'GET', url })
const loaderHash = `'sha256-${createHash('sha256').update(ORDER_LOADER).digest('base64')}'`

describe('ordering from the menu page', () => {
  it('gives each dish that may be ordered a hidden «Añadir» and the page its loader while a channel is on', async () => {
    const owner = await newOwner(app)
    const arepa = await owner.addProduct({ name: 'Arepa <rellena>', price: '5000' })
    const tamal = await owner.addProduct({ name: 'Tamal', price: '9000' })
    await owner.call('PUT', `/api/products/${tamal.id}/sold-out`, { soldOut: true })
    await owner.addProduct({ name: 'Sin precio', variants: [{ label: '', price: null }] })

    const off = await open(`/m/${owner.slug}`)
    expect(off.body).not.toContain('data-o=')
    expect(off.headers['content-security-policy']).not.toContain(loaderHash)

    await owner.call('PUT', '/api/ordering-settings', { table: true, pickup: false })
    const on = await open(`/m/${owner.slug}`)
    expect(on.headers.etag).not.toBe(off.headers.etag)
    expect(on.body.match(/data-o="/g)).toHaveLength(1)
    expect(on.body).toContain(
      `<button type="button" class="btn oa" data-o="${arepa.id}" hidden>Añadir<span class="sr"> Arepa &lt;rellena&gt;</span></button>`,
    )
    expect(on.body).toContain(`<div id="ob" data-s="${owner.slug}" data-t="1" data-src="/m/_/pedido.js?v=`)
    expect(on.body).toContain(`<script>${ORDER_LOADER}</script>`)
    const csp = String(on.headers['content-security-policy'])
    expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${loaderHash.replace(/[+/]/g, '\\$&')}`))
    expect(csp).toContain("connect-src 'self'")
    // The table is read by the loader, not rendered: a QR code's address gets the very same page.
    expect((await open(`/m/${owner.slug}?src=qr&mesa=ABCDEFGHJKMN`)).headers.etag).toBe(on.headers.etag)

    await owner.call('PUT', '/api/ordering-settings', { table: true, pickup: true })
    const both = await open(`/m/${owner.slug}?lang=en`)
    expect(both.body).toContain('data-t="1" data-p="1"')
    expect(both.body).toContain(
      'hidden>Add<span class="sr"> <span lang="es">Arepa &lt;rellena&gt;</span></span>',
    )
  })
})
