import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { businesses } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { clientInput } from '../clients/test-clients.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from '../reservations/test-reservations.ts'
import { memberOf, readLog, storedEvents } from './test-audit.ts'

// Each change the audit log records (decision 073), made through its route: written with its actor (the
// session's user, by name) and its subject when it happens, and not at all when the change is refused.

const clock = createTestClock()
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now })
})
afterAll(async () => {
  await app.close()
})

describe('the audit log records', () => {
  it('appointments confirmed and cancelled by a member, not a refused one nor other moves', async () => {
    const owner = await createOwnerWithRules(app)
    const staff = await memberOf(app, owner, 'staff')
    const booked = await owner.call('POST', '/api/appointments', {
      ...appointmentInput('2026-12-03', '20:00'),
      status: 'pending',
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const id = booked.json().appointment.id as string
    expect((await staff.call('POST', `/api/appointments/${id}/confirm`)).statusCode).toBe(200)
    // Confirmed already: refused, and not recorded.
    expect((await owner.call('POST', `/api/appointments/${id}/confirm`)).statusCode).toBe(409)
    expect((await owner.call('POST', `/api/appointments/${id}/cancel`)).statusCode).toBe(200)

    const events = await readLog(owner)
    expect(events.map(({ action, actorName, subject }) => ({ action, actorName, subject }))).toEqual([
      { action: 'appointment.cancelled', actorName: owner.account.name, subject: 'Ana Pérez' },
      { action: 'appointment.confirmed', actorName: staff.account.name, subject: 'Ana Pérez' },
    ])
    expect(events[1]?.details).toEqual({ appointmentId: id, startAt: '2026-12-04T01:00:00.000Z' })
    const stored = await storedEvents(app, owner.businessId)
    expect(stored.map((row) => row.actorUserId)).toEqual([staff.user.id, owner.user.id])
  })

  it('booking rules changed, naming the rules, and not a save that changes nothing nor a refused one', async () => {
    const owner = await createOwnerWithRules(app)
    const rules = { ...DEFAULT_BOOKING_RULES, autoConfirmar: true }
    expect((await owner.call('PUT', '/api/booking-rules', rules)).statusCode).toBe(200)
    expect((await owner.call('PUT', '/api/booking-rules', rules)).statusCode).toBe(200)
    const refused = await owner.call('PUT', '/api/booking-rules', { ...rules, autoConfirmar: 'sí' })
    expect(refused.statusCode).toBe(400)
    const events = await readLog(owner)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      action: 'booking_rules.changed',
      actorName: owner.account.name,
      details: { fields: ['autoConfirmar'] },
    })
  })

  it('a product’s prices changed, each variant before and after, and not other changes nor a refused price', async () => {
    const owner = await registerTestOwner(app, 'precios')
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const [category] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
    const created = await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
      categoryId: category.id,
      name: 'Bandeja paisa',
      variants: [
        { label: 'Media', price: '18000' },
        { label: 'Entera', price: '28000' },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    const product = created.json() as { id: string; variants: [{ id: string }, { id: string }] }
    const [half, whole] = product.variants
    const patch = (body: object) => owner.call('PATCH', `/api/products/${product.id}`, body)
    expect((await patch({ description: 'Con arepa' })).statusCode).toBe(200)
    // Finer than pesos: refused at its field, nothing saved nor recorded.
    expect((await patch({ price: '18000.5' })).statusCode).toBe(400)
    const changed = await patch({
      variants: [
        { id: half.id, label: 'Media', price: '18000' },
        { id: whole.id, label: 'Entera', price: '30000', specialPrice: '27000' },
      ],
    })
    expect(changed.statusCode, changed.body).toBe(200)

    const events = await readLog(owner)
    expect(events).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actorName: owner.account.name,
        action: 'product.price_changed',
        subject: 'Bandeja paisa',
        details: {
          variants: [
            {
              id: whole.id,
              label: 'Entera',
              before: { price: '28000', specialPrice: null },
              after: { price: '30000', specialPrice: '27000' },
            },
          ],
        },
      },
    ])
  })

  it('clients deleted and exported, and not a deletion of no one', async () => {
    const owner = await registerTestOwner(app, 'clientes')
    const manager = await memberOf(app, owner, 'manager')
    const created = await owner.call('POST', '/api/clients', clientInput({ nombreCompleto: 'Lucía Rojas' }))
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().client.id as string
    expect(
      (await owner.call('POST', '/api/clients', clientInput({ email: 'otra@example.com' }))).statusCode,
    ).toBe(201)
    expect((await manager.call('DELETE', `/api/clients/${id}`)).statusCode).toBe(204)
    expect((await manager.call('DELETE', `/api/clients/${id}`)).statusCode).toBe(404)
    const exported = await owner.call('GET', '/api/clients/export.csv?q=ana')
    expect(exported.statusCode).toBe(200)

    const events = await readLog(owner)
    expect(events.map(({ action, actorName, subject }) => ({ action, actorName, subject }))).toEqual([
      {
        action: 'clients.exported',
        actorName: owner.account.name,
        subject: expect.stringMatching(/^clientes-.*\.csv$/),
      },
      { action: 'client.deleted', actorName: manager.account.name, subject: 'Lucía Rojas' },
    ])
    expect(events[0]?.details).toEqual({ count: 1, search: 'ana' })
  })

  it('members invited, changed, removed and leaving, invitations revoked, and no refused change', async () => {
    const owner = await registerTestOwner(app, 'equipo')
    const manager = await memberOf(app, owner, 'manager')
    const staff = await memberOf(app, owner, 'staff')
    const invited = await manager.call('POST', '/api/team/invitations', {
      email: 'nuevo@example.com',
      role: 'staff',
    })
    expect(invited.statusCode, invited.body).toBe(201)
    const invitationId = invited.json().invitation.id as string
    // Twice, or as an owner by a manager: refused, not recorded.
    const again = await manager.call('POST', '/api/team/invitations', {
      email: 'nuevo@example.com',
      role: 'staff',
    })
    expect(again.statusCode).toBe(409)
    const asOwner = await manager.call('POST', '/api/team/invitations', {
      email: 'jefa@example.com',
      role: 'owner',
    })
    expect(asOwner.statusCode).toBe(403)
    expect((await owner.call('DELETE', `/api/team/invitations/${invitationId}`)).statusCode).toBe(204)
    const promoted = await owner.call('PATCH', `/api/team/members/${staff.user.id}`, { role: 'viewer' })
    expect(promoted.statusCode, promoted.body).toBe(200)
    // The account holder stays an owner: refused, not recorded.
    const holder = await manager.call('PATCH', `/api/team/members/${owner.user.id}`, { role: 'viewer' })
    expect(holder.statusCode).toBe(403)
    expect((await owner.call('DELETE', `/api/team/members/${staff.user.id}`)).statusCode).toBe(204)
    expect((await manager.call('DELETE', '/api/team/membership')).statusCode).toBe(204)

    const events = await readLog(owner)
    expect(
      events.map(({ action, actorName, subject, details }) => ({ action, actorName, subject, details })),
    ).toEqual([
      {
        action: 'member.removed',
        actorName: manager.account.name,
        subject: manager.account.email,
        details: { userId: manager.user.id, name: manager.account.name, role: 'manager', isLeaving: true },
      },
      {
        action: 'member.removed',
        actorName: owner.account.name,
        subject: staff.account.email,
        details: { userId: staff.user.id, name: staff.account.name, role: 'viewer', isLeaving: false },
      },
      {
        action: 'member.role_changed',
        actorName: owner.account.name,
        subject: staff.account.email,
        details: { userId: staff.user.id, name: staff.account.name, before: 'staff', after: 'viewer' },
      },
      {
        action: 'invitation.revoked',
        actorName: owner.account.name,
        subject: 'nuevo@example.com',
        details: { invitationId, role: 'staff' },
      },
      {
        action: 'member.invited',
        actorName: manager.account.name,
        subject: 'nuevo@example.com',
        details: { invitationId, role: 'staff' },
      },
    ])
  })

  it('the business’s settings changed, by the fields’ names only, and not a save that changes nothing', async () => {
    const owner = await registerTestOwner(app, 'negocio')
    const other = await registerTestOwner(app, 'negocio-otro')
    const [otherBusiness] = await app.database.db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.id, other.businessId))
    const changed = await owner.call('PATCH', '/api/business', {
      name: 'La Fonda Nueva',
      whatsappNumber: '300 765 4321',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await owner.call('PATCH', '/api/business', { name: 'La Fonda Nueva' })).statusCode).toBe(200)
    expect((await owner.call('PATCH', '/api/business', { slug: otherBusiness?.slug })).statusCode).toBe(409)

    const events = await readLog(owner)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      action: 'business.settings_changed',
      actorName: owner.account.name,
      subject: 'La Fonda Nueva',
      details: { fields: ['name', 'whatsappNumber'] },
    })
    expect(JSON.stringify(events[0])).not.toContain('765')
  })
})
