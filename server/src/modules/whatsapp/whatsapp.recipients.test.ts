import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users, whatsappOptOuts } from '../../db/schema.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { createOwnerWithRules } from '../reservations/test-reservations.ts'
import {
  confirm,
  inboundText,
  messagesOf,
  pendingBooking,
  postWebhook,
  settledMessage,
  whatsAppTestApp,
} from './test-whatsapp.ts'

// Whom the diner's confirmation goes to: the booking's phone read with the owner's country's prefix (none
// guessed when the country is unknown), and a number that answered "BAJA" found however WhatsApp spells it
// (Argentina's 549…, Mexico's 521… for the 54…/52… the message went to). The clock: 2026-12-02 in Bogotá.

const SECRET = 'test-app-secret-0123456789'
const whatsApp = whatsAppTestApp({ appSecret: SECRET })
const { requests, confirmationMail } = whatsApp
const newEmail = () => whatsApp.newEmail('destino')

/** An owner registered from `country` (its code as stored, known or not). */
async function ownerFrom(country: string, label: string) {
  const owner = await createOwnerWithRules(whatsApp.app(), {}, { label })
  await whatsApp
    .app()
    .database.db.update(users)
    .set({ countryCode: country })
    .where(eq(users.id, owner.user.id))
  return owner
}

/** The owner confirms a booking whose diner gave `phone`; answers the booking's id and e-mail. */
async function confirmed(owner: TestOwner, time: string, phone: string) {
  const email = newEmail()
  const id = await pendingBooking(owner, whatsApp.app(), time, { email, phone })
  await confirm(owner, id)
  return { id, email }
}

describe('the diner’s number', () => {
  it('reads a number without prefix with the owner’s country’s (Ecuador, +593)', async () => {
    const owner = await ownerFrom('EC', 'quito')
    const { id } = await confirmed(owner, '20:00', '099 123 4567')
    expect(await settledMessage(whatsApp.app(), id)).toMatchObject({
      status: 'sent',
      recipient: '593991234567',
    })
    expect(requests()[0]?.body).toMatchObject({ to: '593991234567' })
  })

  it('guesses no prefix for an unknown country: only a number typed with its own goes by WhatsApp', async () => {
    const owner = await ownerFrom('ZZ', 'sin-pais')
    const national = await confirmed(owner, '20:00', '099 123 4567')
    await confirmationMail(national.email)
    expect(await messagesOf(whatsApp.app(), national.id)).toEqual([])
    const typed = await confirmed(owner, '20:30', '+593 99 123 4567')
    expect(await settledMessage(whatsApp.app(), typed.id)).toMatchObject({
      status: 'sent',
      recipient: '593991234567',
    })
    const abroad = await confirmed(owner, '21:00', '0034 612 345 678')
    expect(await settledMessage(whatsApp.app(), abroad.id)).toMatchObject({
      status: 'sent',
      recipient: '34612345678',
    })
  })
})

describe('a "BAJA" from a number WhatsApp spells its own way', () => {
  for (const { country, phone, dialled, sender } of [
    { country: 'AR', phone: '11 5555 1234', dialled: '541155551234', sender: '5491155551234' },
    { country: 'MX', phone: '55 5555 1234', dialled: '525555551234', sender: '5215555551234' },
  ]) {
    it(`stops the messages to ${dialled} when it comes from ${sender}: the next confirmation is an e-mail`, async () => {
      const owner = await ownerFrom(country, `baja-${country.toLowerCase()}`)
      const first = await confirmed(owner, '20:00', phone)
      expect(await settledMessage(whatsApp.app(), first.id)).toMatchObject({
        status: 'sent',
        recipient: dialled,
      })

      await postWebhook(whatsApp.app(), inboundText(sender, 'BAJA'), SECRET)
      const optOuts = await whatsApp.app().database.db.select().from(whatsappOptOuts)
      expect(optOuts.map((row) => row.recipient)).toContain(dialled)

      const next = await confirmed(owner, '20:30', phone)
      await confirmationMail(next.email)
      expect(await messagesOf(whatsApp.app(), next.id)).toEqual([
        expect.objectContaining({ status: 'skipped', error: 'opted_out', recipient: dialled }),
      ])
      expect(requests()).toHaveLength(1)
    })
  }
})
