import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from '../public-menu/test-menu.ts'

// Configuración → Negocio's WhatsApp: the number as typed becomes wa.me's digits with the country's prefix,
// one that makes no number is refused at its field, and the four switches change one at a time.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const patch = (cookie: string, body: object, language = 'es') =>
  app.inject({
    method: 'PATCH',
    url: '/api/business',
    payload: body,
    headers: { cookie, 'accept-language': language },
  })

const me = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.business

describe('PATCH /api/business: the WhatsApp number', () => {
  it('is kept as wa.me takes it, with the prefix of the business’s country', async () => {
    const cases = [
      ['CO', '300 123 4567', '573001234567'],
      ['ES', '612 34 56 78', '34612345678'],
      ['MX', '55-1234-5678', '525512345678'],
      // Argentina's mobiles carry the 9 after 54 on wa.me: typed by the owner, as the field's hint says.
      ['AR', '9 11 2345-6789', '5491123456789'],
      // A trunk zero is not dialled from abroad.
      ['UK', '07700 900123', '447700900123'],
    ] as const
    for (const [country, typed, digits] of cases) {
      const owner = await newOwner(app, 'WhatsApp', country)
      const saved = await patch(owner.cookie, { whatsappNumber: typed })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json().business.whatsappNumber, country).toBe(digits)
      expect((await me(owner.cookie)).whatsappNumber, country).toBe(digits)
    }
  })

  it('keeps a prefix typed with the number, with + or 00, whatever the business’s country', async () => {
    const owner = await newOwner(app, 'Prefijo', 'CO')
    expect((await patch(owner.cookie, { whatsappNumber: '+34 612 345 678' })).json().business).toMatchObject({
      whatsappNumber: '34612345678',
    })
    expect(
      (await patch(owner.cookie, { whatsappNumber: '0052 55 1234 5678' })).json().business,
    ).toMatchObject({
      whatsappNumber: '525512345678',
    })
  })

  it('refuses a number that makes no international one at its field, and saves nothing of the change', async () => {
    const owner = await newOwner(app, 'Corto', 'CO')
    const { name } = await me(owner.cookie)
    await patch(owner.cookie, { whatsappNumber: '300 123 4567' })
    for (const typed of ['12', '+1234567890123456', '300-abc-4567']) {
      const refused = await patch(owner.cookie, { name: 'Otro nombre', whatsappNumber: typed }, 'en')
      expect(refused.statusCode, typed).toBe(400)
      expect(refused.json().error.fields, typed).toEqual({
        whatsappNumber: ['accounts.business.errors.whatsappInvalid'],
      })
    }
    expect(await me(owner.cookie)).toMatchObject({ name, whatsappNumber: '573001234567' })
  })

  it('is removed with an empty field', async () => {
    const owner = await newOwner(app, 'Quitar', 'ES')
    await patch(owner.cookie, { whatsappNumber: '612 345 678' })
    const removed = await patch(owner.cookie, { whatsappNumber: '  ' })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().business.whatsappNumber).toBe('')
  })
})

describe('PATCH /api/business: what the number is used for', () => {
  it('starts with the menu’s and the booking page’s links on, and no messages on this deployment', async () => {
    const owner = await newOwner(app, 'Usos')
    expect(await me(owner.cookie)).toMatchObject({
      whatsappNumber: '',
      whatsappUses: { menu: true, dish: false, booking: true, bookingNotices: false },
      whatsappMessages: false,
    })
  })

  it('changes only the switches sent, the others kept', async () => {
    const owner = await newOwner(app, 'Interruptores')
    const first = await patch(owner.cookie, { whatsappUses: { dish: true } })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().business.whatsappUses).toEqual({
      menu: true,
      dish: true,
      booking: true,
      bookingNotices: false,
    })
    await patch(owner.cookie, { whatsappUses: { menu: false, bookingNotices: true } })
    expect((await me(owner.cookie)).whatsappUses).toEqual({
      menu: false,
      dish: true,
      booking: true,
      bookingNotices: true,
    })
  })

  it('refuses a switch it does not know', async () => {
    const owner = await newOwner(app, 'Desconocido')
    const refused = await patch(owner.cookie, { whatsappUses: { instagram: true } })
    expect(refused.statusCode).toBe(400)
    expect((await me(owner.cookie)).whatsappUses).toMatchObject({ menu: true, dish: false })
  })
})
