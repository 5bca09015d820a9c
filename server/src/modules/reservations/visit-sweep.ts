import type { Database } from '../../db/database.ts'
import { recountClientVisits } from '../clients/index.ts'
import { claimDueVisits, markVisitsCounted } from './reservations.repository.ts'

// A client's visits count their confirmed or completed reservations whose start has passed: every write to an
// appointment recounts its client at once, and this sweep recounts the clients of the reservations whose start
// passed since. It claims them with FOR UPDATE SKIP LOCKED and marks them in the same transaction, so any
// number of servers share the work, none counts one twice, and a server down for a while catches up.

const BATCH = 200
/** Batches one run takes at most, so a long backlog never holds the timer for long. */
const MAX_BATCHES = 50

export type VisitSweepDeps = { db: Database; now: Date }

async function sweepBatch({ db, now }: VisitSweepDeps): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueVisits(tx, now, BATCH)
    await markVisitsCounted(
      tx,
      due.map((appointment) => appointment.id),
    )
    const clientsByBusiness = new Map<string, (string | null)[]>()
    for (const { businessId, clientId } of due) {
      clientsByBusiness.set(businessId, [...(clientsByBusiness.get(businessId) ?? []), clientId])
    }
    for (const [businessId, clientIds] of clientsByBusiness) {
      await recountClientVisits(tx, businessId, clientIds, now)
    }
    return due.length
  })
}

/** Recounts the visits of the clients whose reservations started by `now`; answers how many it counted. */
export async function sweepVisits(deps: VisitSweepDeps): Promise<number> {
  let counted = 0
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await sweepBatch(deps)
    counted += claimed
    if (claimed < BATCH) break
  }
  return counted
}
