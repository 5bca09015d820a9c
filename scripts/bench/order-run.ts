// One run of the ordering mix on one or more servers (the connections split between them), and its report:
// orders placed a second and the latency of placing one, the reads and the staff's work beside them, and
// afterwards whether every order answered is in the database exactly once.
import autocannon, { aggregateResult, type Request, type Result } from 'autocannon'
import { listenToBoard, spread } from './board-listener.ts'
import { type OrderAudit, OrderLedger } from './order-ledger.ts'
import { dinerRequests, type OwnersWork, ownerRequests, readerRequests } from './order-mix.ts'
import { type Repeats, startRepeats } from './order-repeats.ts'
import type { OrderingBusiness } from './order-setup.ts'
import { describeErrors, printTable } from './print-table.ts'

export type OrderRunOptions = {
  seconds: number
  warmUpSeconds: number
  /** All connections of the run: a quarter diners, an eighth staff, the rest visitors reading. */
  connections: number
  /** How often an order is sent again (a resend and a pair of twins in turn). */
  repeatIntervalMs: number
}

type Tally = { moved: OwnersWork['moved']; refused: Map<string, number>; largestBoard: number }

export type OrderRun = {
  servers: number
  seconds: number
  diners: Result
  readers: Result
  staff: Result
  /** The run's orders, and the warm-up's (checked against the database all the same). */
  ledger: OrderLedger
  warmUp: OrderLedger
  moves: Tally
  repeats: Repeats
  /** When the owner's board (on the run's last server) heard each new order, by order id. */
  heard: Map<string, number>
}

// Orders answered as the run ended may still be on their way to the board.
const HEARING_GRACE_MS = 2000

/** The `index`-th of `parts` near-equal shares of `total`. */
const shareOf = (total: number, parts: number, index: number) =>
  Math.floor(total / parts) + (index < total % parts ? 1 : 0)

/** One autocannon per server for `requests`, `total` connections between them; latencies merged exactly. */
async function loadGroup(origins: string[], requests: Request[], total: number, seconds: number) {
  const results = await Promise.all(
    origins.map((url, index) =>
      autocannon({
        url,
        connections: shareOf(total, origins.length, index),
        duration: seconds,
        requests,
        skipAggregateResult: true,
      }),
    ),
  )
  return aggregateResult(results, { url: origins[0], connections: total })
}

/** Takes the staff's counts since the last tally, starting the next from zero; their lists go on. */
function tallyOf(work: OwnersWork): Tally {
  const tally = { moved: { ...work.moved }, refused: new Map(work.refused), largestBoard: work.largestBoard }
  work.moved.accept = work.moved.ready = work.moved.deliver = 0
  work.refused.clear()
  work.largestBoard = 0
  return tally
}

async function loadOrders(
  origins: string[],
  business: OrderingBusiness,
  ledger: OrderLedger,
  work: OwnersWork,
  seconds: number,
  connections: number,
) {
  const diners = Math.max(origins.length, Math.round(connections / 4))
  const staff = Math.max(origins.length, Math.round(connections / 8))
  const readers = Math.max(origins.length, connections - diners - staff)
  const started = performance.now()
  const [dinersResult, readersResult, staffResult] = await Promise.all([
    loadGroup(origins, dinerRequests(business, ledger), diners, seconds),
    loadGroup(origins, readerRequests(business, ledger), readers, seconds),
    loadGroup(origins, ownerRequests(business, work), staff, seconds),
  ])
  const elapsed = (performance.now() - started) / 1000
  return { diners: dinersResult, readers: readersResult, staff: staffResult, seconds: elapsed }
}

/** Warms up, then measures the ordering mix on `origins`, resends and twins going on beside it. */
export async function measureOrdering(
  origins: string[],
  business: OrderingBusiness,
  work: OwnersWork,
  options: OrderRunOptions,
): Promise<OrderRun> {
  const warmUp = new OrderLedger()
  await loadOrders(origins, business, warmUp, work, options.warmUpSeconds, options.connections)
  tallyOf(work)
  const ledger = new OrderLedger()
  const board = listenToBoard(origins.at(-1)!, business.cookie)
  const repeats = startRepeats(origins, business, ledger, options.repeatIntervalMs)
  const load = await loadOrders(origins, business, ledger, work, options.seconds, options.connections)
  const moves = tallyOf(work)
  const repeated = await repeats.stop()
  await new Promise((resolve) => setTimeout(resolve, HEARING_GRACE_MS))
  await board.stop()
  return { servers: origins.length, ...load, ledger, warmUp, moves, repeats: repeated, heard: board.heard }
}

const count = (map: Map<string, number>) =>
  [...map].map(([reason, times]) => `${times}× ${reason}`).join(', ')

const placedOf = (run: OrderRun) => run.diners.statusCodeStats['201']?.count ?? 0

/**
 * From each order's 201 to the owner's board hearing it, in milliseconds, and how many answered orders the
 * board never heard. `orderIds`: the database's order ids by token.
 */
function hearingOf(run: OrderRun, orderIds: Map<string, string>) {
  const delays: number[] = []
  let unheard = 0
  for (const [token, answeredAt] of run.ledger.createdAt) {
    const heardAt = run.heard.get(orderIds.get(token) ?? '')
    if (heardAt === undefined) unheard++
    else delays.push(Math.max(0, heardAt - answeredAt))
  }
  return { ...spread(delays), heard: delays.length, unheard }
}

/**
 * Prints the runs' figures and the check of every order answered against `ordersByKey`, the database's
 * count of orders under each idempotency key once the runs are over; `orderIds`, the database's order ids
 * by token, lays the orders answered against those the owner's board heard.
 */
export function printOrderRuns(
  runs: OrderRun[],
  ordersByKey: Map<string, number>,
  orderIds: Map<string, string>,
): void {
  const audits = runs.map((run) => run.ledger.audit(ordersByKey))
  printTable([
    ['Servers', 'Orders placed', 'orders/s', 'p50 ms', 'p99 ms', 'Order errors', 'Lost', 'Doubled'],
    ...runs.map((run, index) => [
      String(run.servers),
      String(placedOf(run)),
      String(Math.round(placedOf(run) / run.seconds)),
      String(run.diners.latency.p50),
      String(run.diners.latency.p99),
      describeErrors(run.diners),
      String(audits[index]!.lost),
      String(audits[index]!.doubled),
    ]),
  ])
  console.log()
  printTable([
    [
      'Servers',
      'Reads',
      'req/s',
      'p99 ms',
      'Errors',
      'Staff req.',
      'p99 ms',
      'Errors',
      'Accepted/ready/delivered',
    ],
    ...runs.map((run) => [
      String(run.servers),
      String(run.readers.latency.totalCount),
      String(Math.round(run.readers.latency.totalCount / run.seconds)),
      String(run.readers.latency.p99),
      describeErrors(run.readers),
      String(run.staff.latency.totalCount),
      String(run.staff.latency.p99),
      describeErrors(run.staff),
      `${run.moves.moved.accept}/${run.moves.moved.ready}/${run.moves.moved.deliver}`,
    ]),
  ])
  for (const [index, run] of runs.entries()) {
    const audit = audits[index]!
    const { resent, resentSame, twins, twinsOne } = run.repeats
    console.log(
      `\n${run.servers === 1 ? 'One server' : `${run.servers} servers`}: ${audit.answered} orders answered ` +
        `201/200; lost (not in the database): ${audit.lost}; doubled (two rows or two orders for one key): ` +
        `${audit.doubled}. Sent again under an answered key: ${resent} (${resentSame} answered ` +
        `200 with the same order); twins sent together${run.servers > 1 ? ' to both servers' : ''}: ${twins} ` +
        `(${twinsOne} answered 201 and 200 with one order). Cut by the run's end: ${audit.cutOff} placed ` +
        `without their answer read, ${audit.notPlaced} not placed. The board listed at most ` +
        `${run.moves.largestBoard} orders at once.`,
    )
    if (run.ledger.refused.size > 0) console.log(`Orders refused: ${count(run.ledger.refused)}.`)
    if (run.moves.refused.size > 0) console.log(`Staff's requests refused: ${count(run.moves.refused)}.`)
  }
  console.log('\nFrom an order answered 201 to the owner’s board hearing it (on the run’s last server):')
  printTable([
    ['Servers', 'Heard', 'p50 ms', 'p99 ms', 'Slowest ms', 'Never heard'],
    ...runs.map((run) => {
      const hearing = hearingOf(run, orderIds)
      return [
        String(run.servers),
        String(hearing.heard),
        String(hearing.p50),
        String(hearing.p99),
        String(hearing.max),
        String(hearing.unheard),
      ]
    }),
  ])
  const all = [...audits, ...runs.map((run) => run.warmUp.audit(ordersByKey))]
  const sum = (field: keyof OrderAudit) => all.reduce((total, audit) => total + audit[field], 0)
  const unknown = ordersByKey.size - sum('answered') + sum('lost') - sum('cutOff')
  console.log(
    `\nOrders in the database after every run and warm-up: ${ordersByKey.size} = ${sum('answered') - sum('lost')} ` +
      `answered 201/200 + ${sum('cutOff')} placed as a run ended (answer unread)` +
      `${unknown === 0 ? '' : ` + ${unknown} the bench never sent`}. lost: ${sum('lost')}; ` +
      `doubled: ${sum('doubled')}.`,
  )
}
