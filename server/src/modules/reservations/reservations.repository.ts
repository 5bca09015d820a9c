import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, ne } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { appointments, bookingDays, bookingRules, businesses } from '../../db/schema.ts'

export type AppointmentRow = typeof appointments.$inferSelect
/** The columns a booking sets; the id, business and dates of the row are the repository's. */
/** The columns a booking's write sets; the WhatsApp consent only when the booking form asked for it. */
export type AppointmentValues = Omit<
  AppointmentRow,
  'id' | 'businessId' | 'whatsappConsent' | 'createdAt' | 'updatedAt'
> &
  Partial<Pick<AppointmentRow, 'whatsappConsent'>>

// Every query takes the business it is scoped by: another business's id finds nothing (a 404, not a 403).

/** The business's clock and language, or undefined when there is no such business. */
export async function findBusinessClock(db: Database, businessId: string) {
  const [row] = await db
    .select({ timeZone: businesses.timeZone, language: businesses.language })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row
}

/** The saved rules as stored (unchecked JSON), or undefined before the owner first saves them. */
export async function findRules(db: Database, businessId: string): Promise<unknown> {
  const [row] = await db
    .select({ rules: bookingRules.rules })
    .from(bookingRules)
    .where(eq(bookingRules.businessId, businessId))
  return row?.rules
}

export async function saveRules(db: Database, businessId: string, rules: object) {
  await db
    .insert(bookingRules)
    .values({ businessId, rules })
    .onConflictDoUpdate({ target: bookingRules.businessId, set: { rules, updatedAt: new Date() } })
}

/**
 * Locks the business's date ("YYYY-MM-DD", its own clock) until the caller's transaction ends: the row is made
 * on first need, then locked, so two bookings that could share room on that date count and insert in turn, on
 * any number of servers. Callers lock several dates in date order, so two of them never wait on each other.
 */
export async function lockBookingDay(tx: Database, businessId: string, date: string) {
  await tx.insert(bookingDays).values({ businessId, date }).onConflictDoNothing()
  await tx
    .select({ date: bookingDays.date })
    .from(bookingDays)
    .where(and(eq(bookingDays.businessId, businessId), eq(bookingDays.date, date)))
    .for('update')
}

/** The bookings holding room at some instant of [from, to), but `exceptId` (the one being moved). */
export async function listOccupying(
  db: Database,
  businessId: string,
  from: Date,
  to: Date,
  exceptId?: string,
) {
  return db
    .select({ start: appointments.startAt, end: appointments.endAt, partySize: appointments.partySize })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        inArray(appointments.status, ['pending', 'confirmed']),
        lt(appointments.startAt, to),
        gt(appointments.endAt, from),
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    )
}

/** The appointments starting in [from, to), by start. */
export async function listAppointments(db: Database, businessId: string, from: Date, to: Date) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        gte(appointments.startAt, from),
        lt(appointments.startAt, to),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.createdAt), asc(appointments.id))
}

/** A client's appointments, newest start first, at most `limit`. */
export async function listClientAppointments(
  db: Database,
  businessId: string,
  clientId: string,
  limit: number,
) {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.clientId, clientId)))
    .orderBy(desc(appointments.startAt), desc(appointments.id))
    .limit(limit)
}

export async function findAppointment(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, id)))
  return row
}

/** The appointment, locked until the caller's transaction ends; undefined when the business has none such. */
export async function lockAppointment(tx: Database, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, id)))
    .for('update')
  return row
}

export async function insertAppointment(tx: Database, businessId: string, values: AppointmentValues) {
  const [row] = await tx
    .insert(appointments)
    .values({ ...values, businessId })
    .returning()
  if (!row) throw new Error('The appointment was not created.')
  return row
}

export async function updateAppointment(
  tx: Database,
  businessId: string,
  id: string,
  values: Partial<AppointmentValues>,
) {
  const [row] = await tx
    .update(appointments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, id)))
    .returning()
  return row
}

/**
 * Claims up to `limit` confirmed or completed appointments of a client whose start is at or before `now` and
 * not yet counted in their visits (appointments_visit_due_idx): locked until the caller's transaction ends,
 * skipping those another server's sweep holds. Not scoped by business: the sweep serves them all.
 */
export async function claimDueVisits(tx: Database, now: Date, limit: number) {
  return tx
    .select({ id: appointments.id, businessId: appointments.businessId, clientId: appointments.clientId })
    .from(appointments)
    .where(
      and(
        eq(appointments.visitCounted, false),
        isNotNull(appointments.clientId),
        inArray(appointments.status, ['confirmed', 'completed']),
        lte(appointments.startAt, now),
      ),
    )
    .orderBy(asc(appointments.startAt))
    .limit(limit)
    .for('update', { skipLocked: true })
}

/** Marks claimed appointments counted in their clients' visits (`updated_at` stays: nobody edited them). */
export async function markVisitsCounted(tx: Database, ids: string[]) {
  if (ids.length === 0) return
  await tx.update(appointments).set({ visitCounted: true }).where(inArray(appointments.id, ids))
}
