import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner, type Owner } from './test-menu.ts'

// The public page follows its promotions with no owner write: each start, end and weekly-window edge makes
// the cached page expire (decision 033). The app's clock is moved instead of waiting.

let now = Date.parse('2026-12-07T12:00:00Z') // a Monday, 07:00 in Bogotá
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

const open = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

async function ownerWithArepa(): Promise<{ owner: Owner; arepa: { id: string } }> {
  const owner = await newOwner(app)
  const arepa = await owner.addProduct({ name: 'Arepa', price: '12000' })
  return { owner, arepa }
}

const DISCOUNTED = 'Antes $\u00a012.000, ahora $\u00a09.600'

describe('promotions on the public page', () => {
  it('shows a discount from its start and drops it at its end, with no write in between', async () => {
    const { owner, arepa } = await ownerWithArepa()
    await owner.call('POST', '/api/promotions', {
      catalogueId: owner.catalogue.id,
      nombre: 'Semana de la arepa',
      tipo: 'descuento',
      porcentaje: 20,
      productosEspecificos: [arepa.id],
      fechaInicio: '2026-12-07T13:00:00.000Z',
      fechaFin: '2026-12-07T15:00:00.000Z',
    })
    const before = await open(`/m/${owner.slug}`)
    expect(before.body).toContain('<p class="pr">$\u00a012.000</p>')
    expect(before.body).not.toContain(DISCOUNTED)
    now = Date.parse('2026-12-07T12:59:59Z')
    expect((await open(`/m/${owner.slug}`)).body).not.toContain(DISCOUNTED)
    now = Date.parse('2026-12-07T13:00:00Z')
    const started = await open(`/m/${owner.slug}`, { 'if-none-match': String(before.headers.etag) })
    expect(started.statusCode).toBe(200)
    expect(started.body).toContain(DISCOUNTED)
    expect(started.body).toContain('<s>$\u00a012.000</s>')
    now = Date.parse('2026-12-07T15:00:00Z')
    const ended = await open(`/m/${owner.slug}`)
    expect(ended.body).not.toContain(DISCOUNTED)
    // Back to the very page it was before, tag and all.
    expect(ended.headers.etag).toBe(before.headers.etag)
  })

  it('follows a weekly window on the business clock: a 2x1 from 17:00 to 19:00 in Bogotá', async () => {
    now = Date.parse('2026-12-07T21:00:00Z') // Monday 16:00 in Bogotá
    const { owner, arepa } = await ownerWithArepa()
    await owner.call('POST', '/api/promotions', {
      catalogueId: owner.catalogue.id,
      nombre: 'Hora feliz',
      tipo: '2x1',
      producto2x1: arepa.id,
      productosEspecificos: [arepa.id],
      franjaSemanal: { dias: [1, 2, 3, 4], desde: '17:00', hasta: '19:00' },
    })
    const badge = '<b aria-hidden="true">2x1</b>'
    expect((await open(`/m/${owner.slug}`)).body).not.toContain(badge)
    now = Date.parse('2026-12-07T21:59:59Z')
    expect((await open(`/m/${owner.slug}`)).body).not.toContain(badge)
    now = Date.parse('2026-12-07T22:00:00Z')
    expect((await open(`/m/${owner.slug}`)).body).toContain(badge)
    now = Date.parse('2026-12-08T00:00:00Z')
    expect((await open(`/m/${owner.slug}`)).body).not.toContain(badge)
  })

  it('shows a normal promotion as a card, and an edit of it at once', async () => {
    now = Date.parse('2026-12-07T12:00:00Z')
    const { owner } = await ownerWithArepa()
    const created = await owner.call('POST', '/api/promotions', {
      catalogueId: owner.catalogue.id,
      nombre: 'Menú ejecutivo',
      descripcion: 'Sopa, seco y jugo',
      tipo: 'normal',
      precioNormal: '18000',
    })
    const page = (await open(`/m/${owner.slug}`)).body
    expect(page).toContain('<h3>Menú ejecutivo</h3><p class="d">Sopa, seco y jugo</p>')
    expect(page).toContain('$\u00a018.000')
    await owner.call('PUT', `/api/promotions/${created.promotion.id}`, {
      catalogueId: owner.catalogue.id,
      nombre: 'Menú ejecutivo',
      activo: false,
    })
    expect((await open(`/m/${owner.slug}`)).body).not.toContain('Menú ejecutivo')
  })

  it('marks only the size a promotion names, and every size of a product it names', async () => {
    now = Date.parse('2026-12-07T12:00:00Z')
    const owner = await newOwner(app)
    const vino = await owner.addProduct({
      name: 'Vino de la casa',
      variants: [
        { label: 'Copa', price: '9000' },
        { label: 'Botella', price: '40000' },
      ],
    })
    const botella = vino.variants.find((variant: { label: string }) => variant.label === 'Botella')
    await owner.call('POST', '/api/promotions', {
      catalogueId: owner.catalogue.id,
      nombre: 'Botellas',
      tipo: 'descuento',
      porcentaje: 25,
      variantes: [botella.id],
    })
    const page = (await open(`/m/${owner.slug}`)).body
    expect(page).toContain('<li>Copa<span class="sr">:</span> <span class="a">$\u00a09.000</span></li>')
    expect(page).toContain(
      '<li>Botella<span class="sr">:</span> <span class="a"><span class="sr">Antes $\u00a040.000, ahora $\u00a030.000</span>',
    )
  })

  it("opens a weekly window at the same local time on either side of Madrid's clock changes", async () => {
    // Sundays 20:00–22:00 in Madrid: 19:00 UTC on winter time (UTC+1), 18:00 UTC on summer time (UTC+2).
    // The clocks go forward on 2026-03-29 and back on 2026-10-25, both Sundays.
    now = Date.parse('2026-03-20T12:00:00Z')
    const owner = await newOwner(app, 'Dueña', 'ES')
    const tortilla = await owner.addProduct({ name: 'Tortilla', price: '9.50' })
    await owner.call('POST', '/api/promotions', {
      catalogueId: owner.catalogue.id,
      nombre: 'Domingo por la tarde',
      tipo: '2x1',
      producto2x1: tortilla.id,
      productosEspecificos: [tortilla.id],
      franjaSemanal: { dias: [7], desde: '20:00', hasta: '22:00' },
    })
    const badge = '<b aria-hidden="true">2x1</b>'
    const showsAt = async (instant: string) => {
      now = Date.parse(instant)
      return (await open(`/m/${owner.slug}`)).body.includes(badge)
    }
    for (const [sunday, opens] of [
      ['2026-03-22', '19:00'],
      ['2026-03-29', '18:00'],
      ['2026-10-18', '18:00'],
      ['2026-10-25', '19:00'],
    ] as const) {
      const opening = Date.parse(`${sunday}T${opens}:00Z`)
      expect(await showsAt(new Date(opening - 1000).toISOString()), `${sunday} before`).toBe(false)
      expect(await showsAt(new Date(opening).toISOString()), `${sunday} at 20:00`).toBe(true)
      expect(
        await showsAt(new Date(opening + 2 * 3_600_000 - 1000).toISOString()),
        `${sunday} 21:59:59`,
      ).toBe(true)
      expect(await showsAt(new Date(opening + 2 * 3_600_000).toISOString()), `${sunday} at 22:00`).toBe(false)
    }
  })
})
