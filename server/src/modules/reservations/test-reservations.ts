import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { type BookingRules, DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { appointments, businesses } from '../../db/schema.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

/**
 * A movable clock for the reservations tests: Wednesday 2026-12-02 10:00 in Bogotá (15:00 UTC) unless set,
 * so slots are in the future whatever day the tests run.
 */
export function createTestClock(start = Date.parse('2026-12-02T15:00:00Z')) {
  let now = start
  return {
    now: () => now,
    set: (instant: string) => {
      now = Date.parse(instant)
    },
  }
}

/** An owner whose business is in `timeZone` with `rules` saved through the API (defaults, by default). */
export async function createOwnerWithRules(
  app: FastifyInstance,
  rules: Partial<BookingRules> = {},
  { timeZone = 'America/Bogota', label = 'reservas' }: { timeZone?: string; label?: string } = {},
): Promise<TestOwner> {
  const owner = await registerTestOwner(app, label)
  await app.database.db.update(businesses).set({ timeZone }).where(eq(businesses.id, owner.businessId))
  const saved = await owner.call('PUT', '/api/booking-rules', { ...DEFAULT_BOOKING_RULES, ...rules })
  expect(saved.statusCode, saved.body).toBe(200)
  return owner
}

/** A valid owner's booking for `date` at `time`, with anything else overridden. */
export function appointmentInput(date: string, time: string, overrides: Record<string, unknown> = {}) {
  return { client: 'Ana Pérez', phone: '+57 300 000 0000', date, time, partySize: 2, ...overrides }
}

/** How many appointments the business has stored, whatever their status. */
export async function countAppointments(app: FastifyInstance, businessId: string) {
  const rows = await app.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.businessId, businessId))
  return rows.length
}
