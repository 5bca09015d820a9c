// Beside the diners' load, the two ways an order is sent twice (decision 074's "exactly once"): a diner's
// page sending an order again after it was answered (a retry after a lost answer), to another server when
// there are two; and two taps at once, the same order to two servers together. Paced apart, as a trickle
// of real repeats would come; every answer goes into the ledger, which the database is checked against.
import { type OrderLedger, orderTokenOf } from './order-ledger.ts'
import { newOrder, orderRequest } from './order-mix.ts'
import type { OrderingBusiness } from './order-setup.ts'
import { pace } from './paced.ts'

export type Repeats = {
  /** Orders sent again under a key answered before, and how many of those answered 200 with that order. */
  resent: number
  resentSame: number
  /** Orders sent twice at once, and how many of those pairs answered one 201 and one 200 with one order. */
  twins: number
  twinsOne: number
}

async function post(origin: string, business: OrderingBusiness, order: Parameters<typeof orderRequest>[1]) {
  const { method, path, headers, body } = orderRequest(business, order)
  try {
    const response = await fetch(`${origin}${path}`, { method, headers, body: body as string })
    return { status: response.status, body: await response.text() }
  } catch {
    return { status: 0, body: '' }
  }
}

/** Sends a repeat every `intervalMs`, a resend and a pair of twins in turn, until `stop()`. */
export function startRepeats(
  origins: string[],
  business: OrderingBusiness,
  ledger: OrderLedger,
  intervalMs: number,
) {
  const repeats: Repeats = { resent: 0, resentSame: 0, twins: 0, twinsOne: 0 }
  const resend = async (origin: string) => {
    const placed = ledger.anyAnswered()
    if (!placed) return
    repeats.resent++
    const answer = await post(origin, business, placed)
    ledger.answer(placed.key, answer.status, answer.body)
    if (answer.status === 200 && orderTokenOf(answer.body) === placed.token) repeats.resentSame++
  }
  const sendTwins = async () => {
    const order = newOrder(business)
    ledger.send(order)
    repeats.twins++
    const answers = await Promise.all([origins[0]!, origins.at(-1)!].map((at) => post(at, business, order)))
    for (const answer of answers) ledger.answer(order.key, answer.status, answer.body)
    const statuses = answers.map((answer) => answer.status).sort()
    const tokens = new Set(answers.map((answer) => orderTokenOf(answer.body)))
    if (statuses.join() === '200,201' && tokens.size === 1 && !tokens.has(undefined)) repeats.twinsOne++
  }
  let turn = 0
  const paced = pace(() => {
    turn++
    return turn % 2 === 0 ? sendTwins() : resend(origins[turn % origins.length]!)
  }, intervalMs)
  return {
    stop: async (): Promise<Repeats> => {
      await paced.stop()
      return repeats
    },
  }
}
