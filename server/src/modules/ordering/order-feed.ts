import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '../../db/database.ts'

// Orders followed live through the database (decision 074): every change of an order notifies one channel
// in the transaction that makes it (delivered when it commits, to every server on the database), and each
// server hands the notice to the event streams open on it: the business's (the dashboard) and the order's
// own (the diner's page).

const CHANNEL = 'vitrina_orders'

/** What a notice says: enough to find who follows it; the streams read the order itself. */
export type OrderChange = { businessId: string; orderId: string; token: string; status: string }

/** The notice of an order's row. */
export function changeOf(order: {
  businessId: string
  id: string
  token: string
  status: string
}): OrderChange {
  return { businessId: order.businessId, orderId: order.id, token: order.token, status: order.status }
}

/** Tells every server, when the caller's transaction commits, that an order changed. */
export async function notifyOrderChange(tx: Database, change: OrderChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`)
}

type Listener = (change: OrderChange) => void

/** This server's followers of orders, by business and by order token, fed by the database's notices. */
export class OrderFeed {
  private readonly followers = new Map<string, Set<Listener>>()
  private stop: (() => Promise<void>) | undefined

  /** Starts hearing the database's notices (once per server). */
  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.stop = await database.listen(CHANNEL, (payload) => this.deliver(payload))
  }

  async close(): Promise<void> {
    await this.stop?.()
    this.stop = undefined
  }

  /** Follows every order of a business; answers how to stop. */
  followBusiness(businessId: string, listener: Listener): () => void {
    return this.follow(`business:${businessId}`, listener)
  }

  /** Follows one order by its diner's token; answers how to stop. */
  followOrder(token: string, listener: Listener): () => void {
    return this.follow(`order:${token}`, listener)
  }

  private follow(key: string, listener: Listener): () => void {
    const listeners = this.followers.get(key) ?? new Set()
    listeners.add(listener)
    this.followers.set(key, listeners)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) this.followers.delete(key)
    }
  }

  private deliver(payload: string): void {
    let change: OrderChange
    try {
      change = JSON.parse(payload) as OrderChange
    } catch {
      return
    }
    for (const key of [`business:${change.businessId}`, `order:${change.token}`]) {
      for (const listener of this.followers.get(key) ?? []) listener(change)
    }
  }
}
