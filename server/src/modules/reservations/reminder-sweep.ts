import type { Database } from '../../db/database.ts'
import { writeToOutbox } from '../mail/index.ts'
import type { WhatsAppOutbox } from '../whatsapp/index.ts'
import { bookingMailContext, clientMail } from './appointment-notices.ts'
import { claimDueReminders, markReminded } from './booking-mail.repository.ts'
import { readLinkSecret } from './cancel-link.ts'
import { readAppointment } from './reservations.service.ts'
import { queueDinerMessage } from './whatsapp-notices.ts'

// Reminders go out exactly once however many servers sweep and whenever one restarts: a sweep claims the due
// appointments with FOR UPDATE SKIP LOCKED, writes each reminder to the mail outbox and marks the appointment
// in that one transaction. A sweep that dies before its commit leaves nothing written and nothing marked, so
// the next one takes them again; two at once never take the same row. A business whose owner turned
// reminders off (Configuración → Notificaciones) has its appointments marked without a mail. A reminder that
// may go by WhatsApp is written to its outbox instead, in the same transaction (so once as well), the e-mail
// kept with it as the fallback; the job queue is handed it after the commit.

const BATCH = 20

export type SweepDeps = {
  db: Database
  publicUrl: string
  now: Date
  /** Runs after the claim and the writes, before the commit (tests fail there to see the rollback). */
  beforeCommit?: () => Promise<void>
  /** The WhatsApp outbox, when the deployment has the Cloud API. */
  whatsapp?: WhatsAppOutbox | undefined
}

/** Writes the due reminders to the outbox; answers how many appointments it marked. */
export async function sweepReminders(deps: SweepDeps): Promise<number> {
  await readLinkSecret(deps.db)
  const whatsAppIds: string[] = []
  const count = await deps.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, deps.now, BATCH)
    for (const { id, businessId } of due) {
      const details = await readAppointment(tx, businessId, id)
      const context = details && (await bookingMailContext(tx, deps.publicUrl, details))
      // The owner may have turned reminders off: the appointment is marked all the same, never reminded later.
      if (details && context?.sendsReminders) {
        const mail = details.appointment.email ? clientMail('reminder', details, context.model) : null
        const whatsApp = deps.whatsapp
          ? await queueDinerMessage(tx, deps.whatsapp, 'recordatorio_reserva', details, context, mail)
          : null
        if (whatsApp) whatsAppIds.push(whatsApp)
        else if (mail) await writeToOutbox(tx, mail)
      }
      await markReminded(tx, businessId, id, deps.now)
    }
    await deps.beforeCommit?.()
    return due.length
  })
  await deps.whatsapp?.dispatch(whatsAppIds)
  return count
}
