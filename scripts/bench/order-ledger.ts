// What the ordering load knows of every order it sent, by idempotency key: what it sent and from which
// diner's address (to send it again), and what the servers answered. Afterwards the database's orders are
// laid against it: each key answered 201 or 200 must be there exactly once ("none lost"), one first answer
// (201) per key and the same order in every answer ("none doubled").
import postgres from 'postgres'

/** An order as a diner's page sends it, with the address it comes from (X-Forwarded-For). */
export type SentOrder = { key: string; body: string; address: string }

type Answers = { created: number; repeated: number; token: string | undefined; isMismatched: boolean }

export type OrderAudit = {
  /** Keys the servers answered with an order (201 or 200). */
  answered: number
  /** Of those, keys with no order in the database. */
  lost: number
  /** Keys answered 201 more than once, answered with two different orders, or in the database twice. */
  doubled: number
  /** Keys sent whose answer never came (cut at the end of the run) but whose order is in the database. */
  cutOff: number
  /** Keys sent, never answered and not in the database: requests the run's end cut before they were placed. */
  notPlaced: number
}

/** The order behind a 2xx answer: its token (the diner's link), or undefined if the body says otherwise. */
export function orderTokenOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { order?: { token?: string } }).order?.token
  } catch {
    return undefined
  }
}

function errorCodeOf(body: string): string {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? ''
  } catch {
    return ''
  }
}

export class OrderLedger {
  private readonly sent = new Map<string, SentOrder>()
  private readonly answers = new Map<string, Answers>()
  private readonly answeredKeys: string[] = []
  /** First answers (201) and repeated ones (200) in all. */
  created = 0
  repeated = 0
  /** Refusals and failures by "status code", e.g. "409 order_lines_unavailable". */
  readonly refused = new Map<string, number>()
  /** When each order was first answered 201, by its token (performance.now(), milliseconds). */
  readonly createdAt = new Map<string, number>()

  send(order: SentOrder): void {
    this.sent.set(order.key, order)
  }

  /** Records what a server answered to the order sent under `key` (status 0: no answer, the socket failed). */
  answer(key: string, status: number, body: string): void {
    if (status !== 201 && status !== 200) {
      const reason = `${status || 'no answer'}${status ? ` ${errorCodeOf(body)}` : ''}`.trim()
      this.refused.set(reason, (this.refused.get(reason) ?? 0) + 1)
      return
    }
    const token = orderTokenOf(body)
    let answers = this.answers.get(key)
    if (!answers) {
      answers = { created: 0, repeated: 0, token, isMismatched: false }
      this.answers.set(key, answers)
      this.answeredKeys.push(key)
    }
    if (status === 201) {
      answers.created++
      this.created++
      if (token && !this.createdAt.has(token)) this.createdAt.set(token, performance.now())
    } else {
      answers.repeated++
      this.repeated++
    }
    if (!token || token !== answers.token) answers.isMismatched = true
  }

  /** A key answered with an order, drawn at random, with what was sent under it; undefined before any. */
  anyAnswered(): (SentOrder & { token: string }) | undefined {
    const key = this.answeredKeys[Math.floor(Math.random() * this.answeredKeys.length)]
    const sent = key === undefined ? undefined : this.sent.get(key)
    const token = key === undefined ? undefined : this.answers.get(key)?.token
    return sent && token ? { ...sent, token } : undefined
  }

  /** Lays the ledger against `rowsByKey`, the database's count of orders under each idempotency key. */
  audit(rowsByKey: Map<string, number>): OrderAudit {
    const audit: OrderAudit = { answered: 0, lost: 0, doubled: 0, cutOff: 0, notPlaced: 0 }
    for (const key of this.sent.keys()) {
      const rows = rowsByKey.get(key) ?? 0
      const answers = this.answers.get(key)
      if (rows > 1 || (answers && (answers.created > 1 || answers.isMismatched))) audit.doubled++
      if (!answers) {
        if (rows > 0) audit.cutOff++
        else audit.notPlaced++
        continue
      }
      audit.answered++
      if (rows === 0) audit.lost++
    }
    return audit
  }
}

/** The ids of the business's orders by their tokens: how an order answered is found among those heard. */
export async function readOrderIds(databaseUrl: string, slug: string): Promise<Map<string, string>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql<{ id: string; token: string }[]>`
      select o.id, o.token from orders o join businesses b on b.id = o.business_id where b.slug = ${slug}`
    return new Map(rows.map((row) => [row.token, row.id]))
  } finally {
    await sql.end()
  }
}

/** How many orders the business at `slug` holds under each idempotency key, read from the database. */
export async function countOrdersByKey(databaseUrl: string, slug: string): Promise<Map<string, number>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql<{ key: string; count: number }[]>`
      select o.idempotency_key as key, count(*)::int as count
      from orders o join businesses b on b.id = o.business_id
      where b.slug = ${slug}
      group by o.idempotency_key`
    return new Map(rows.map((row) => [row.key, row.count]))
  } finally {
    await sql.end()
  }
}
