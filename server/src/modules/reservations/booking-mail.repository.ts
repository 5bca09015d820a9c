import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { appointments, businesses, users } from '../../db/schema.ts'

// The queries of the booking e-mails and the reminder sweep, each scoped by its business or claiming rows.

/** Who the e-mails of a business's bookings speak for and to: its name, slug, language and owner's e-mail. */
export async function findBusinessContact(db: Database, businessId: string) {
  const [row] = await db
    .select({
      name: businesses.name,
      slug: businesses.slug,
      language: businesses.language,
      ownerEmail: users.email,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(businesses.id, businessId))
  return row
}

/**
 * Claims up to `limit` confirmed appointments whose reminder is due at `now` and not yet written, starting
 * after `now`: locked until the caller's transaction ends, skipping those another sweep holds.
 */
export async function claimDueReminders(tx: Database, now: Date, limit: number) {
  return tx
    .select({ id: appointments.id, businessId: appointments.businessId })
    .from(appointments)
    .where(
      and(
        lte(appointments.reminderAt, now),
        isNull(appointments.remindedAt),
        eq(appointments.status, 'confirmed'),
        gt(appointments.startAt, now),
      ),
    )
    .orderBy(asc(appointments.reminderAt))
    .limit(limit)
    .for('update', { skipLocked: true })
}

export async function markReminded(tx: Database, businessId: string, id: string, now: Date) {
  await tx
    .update(appointments)
    .set({ remindedAt: now })
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, id)))
}

/**
 * What decides whether an appointment's messages may go by WhatsApp: the diner's consent, the business's own
 * number and its switches, and the country a phone without prefix is read in (the owner's, as for clients).
 */
export async function findWhatsAppFacts(db: Database, businessId: string, appointmentId: string) {
  const [row] = await db
    .select({
      whatsappConsent: appointments.whatsappConsent,
      businessNumber: businesses.whatsappNumber,
      businessUses: businesses.whatsappUses,
      ownerCountry: users.countryCode,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, appointmentId)))
  return row
}
