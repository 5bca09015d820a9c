import type { Database } from '../../db/database.ts'
import { bookingMailContext, clientMail } from './appointment-notices.ts'
import { claimDueReminders, markReminded, writeToOutbox } from './booking-mail.repository.ts'
import { readLinkSecret } from './cancel-link.ts'
import { readAppointment } from './reservations.service.ts'

// Reminders go out exactly once however many servers sweep and whenever one restarts: a sweep claims the due
// appointments with FOR UPDATE SKIP LOCKED, writes each reminder to the mail outbox and marks the appointment
// in that one transaction. A sweep that dies before its commit leaves nothing written and nothing marked, so
// the next one takes them again; two at once never take the same row. A business whose owner turned
// reminders off (Configuración → Notificaciones) has its appointments marked without a mail.

const BATCH = 20

export type SweepDeps = {
  db: Database
  publicUrl: string
  now: Date
  /** Runs after the claim and the writes, before the commit (tests fail there to see the rollback). */
  beforeCommit?: () => Promise<void>
}

/** Writes the due reminders to the outbox; answers how many appointments it marked. */
export async function sweepReminders(deps: SweepDeps): Promise<number> {
  await readLinkSecret(deps.db)
  return deps.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, deps.now, BATCH)
    for (const { id, businessId } of due) {
      const details = await readAppointment(tx, businessId, id)
      const context = details && (await bookingMailContext(tx, deps.publicUrl, details))
      // The owner may have turned reminders off: the appointment is marked all the same, never reminded later.
      if (details && context?.sendsReminders && details.appointment.email) {
        await writeToOutbox(tx, clientMail('reminder', details, context.model))
      }
      await markReminded(tx, businessId, id, deps.now)
    }
    await deps.beforeCommit?.()
    return due.length
  })
}
