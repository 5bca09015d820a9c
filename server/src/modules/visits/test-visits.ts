import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { VisitsReport } from '#domain/visits/visits-report.schema.ts'
import { visitSalts } from '../../db/schema.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { createOwnerWithMenu, type OwnerWithMenu } from '../promotions/test-promotions.ts'
import { hashVisitor } from './visitor-hash.ts'
import { addToSketch, estimateVisitors, newSketch } from './visitor-sketch.ts'

// Shared by the visits tests: an owner whose menu is public, the page opened and beacons sent as a browser
// does, the report.

/** A phone's browser, as a diner's beacon names it. */
export const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'

export type MenuOwner = OwnerWithMenu & { slug: string }

/** A confirmed owner whose active catalogue has Entradas (Arepa) and Fuertes (Bandeja), with its slug. */
export async function createMenuOwner(app: FastifyInstance, label = 'visits'): Promise<MenuOwner> {
  const owner = await createOwnerWithMenu(app, label)
  const me = await owner.call('GET', '/api/me')
  return { ...owner, slug: me.json().user.business.slug as string }
}

let addresses = 0
/** A caller address of its own (the beacon's limit counts per address). */
export const newAddress = () => `10.30.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`

/** What a browser sends as it opens a page a person asked for (Fetch Metadata). */
export const NAVIGATION = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'none',
}

type OpenedFrom = {
  address?: string
  userAgent?: string
  /** Headers over a navigation's: a referrer, a reload's Cache-Control, a prefetch's Sec-Purpose… */
  headers?: Record<string, string | undefined>
}

/** A diner's browser opening `/m/<slug><query>` (`?src=qr`: from the QR code); answers the response. */
export function openMenu(
  app: FastifyInstance,
  slug: string,
  query = '',
  { address = newAddress(), userAgent = PHONE, headers = {} }: OpenedFrom = {},
) {
  return app.inject({
    method: 'GET',
    url: `/m/${slug}${query}`,
    // An undefined header is one the browser does not send.
    headers: Object.fromEntries(
      Object.entries({ ...NAVIGATION, 'user-agent': userAgent, ...headers }).filter(
        ([, value]) => value !== undefined,
      ),
    ) as Record<string, string>,
    remoteAddress: address,
  })
}

/** Opens the menu as `openMenu` does, expecting the page (200). */
export async function openServedMenu(app: FastifyInstance, slug: string, query = '', from: OpenedFrom = {}) {
  const response = await openMenu(app, slug, query, from)
  expect(response.statusCode, response.body).toBe(200)
}

/**
 * Sends a beacon as navigator.sendBeacon does: the JSON as a text/plain body, from `address` with the
 * browser's name (a phone's unless told). Answers the response.
 */
type BeaconFrom = { address?: string; userAgent?: string }

export function sendBeacon(
  app: FastifyInstance,
  body: object,
  { address = newAddress(), userAgent = PHONE }: BeaconFrom = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/public/visits',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
    remoteAddress: address,
  })
}

/** Sends a beacon that must be taken (204: taken is not counted, the page learns nothing). */
export async function sendTakenBeacon(app: FastifyInstance, ...[body, from]: [object, BeaconFrom?]) {
  const response = await sendBeacon(app, body, from)
  expect(response.statusCode, response.body).toBe(204)
}

/** The owner's report, `GET /api/visits`. */
export async function readReport(owner: TestOwner): Promise<VisitsReport> {
  const response = await owner.call('GET', '/api/visits')
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** Views of the report's last day (today) by source. */
export function today(report: VisitsReport) {
  return report.days.at(-1)
}

/**
 * The visitors a report shows for these diners on `day`: their salted hashes' sketch, estimated. Nearly
 * always their number, but two diners whose hashes choose the same register of 4,096 count as one (1 run in
 * 4,096 for two): a test that expects the exact number would fail that often.
 */
export async function estimateDiners(
  app: FastifyInstance,
  businessId: string,
  day: string,
  diners: readonly Required<BeaconFrom>[],
): Promise<number> {
  const [row] = await app.database.db
    .select({ salt: visitSalts.salt })
    .from(visitSalts)
    .where(eq(visitSalts.day, day))
  if (!row) throw new Error(`no visitor salt for ${day}`)
  const sketch = newSketch()
  for (const { address, userAgent } of diners) {
    addToSketch(sketch, hashVisitor(row.salt, businessId, address, userAgent))
  }
  return estimateVisitors(sketch)
}
