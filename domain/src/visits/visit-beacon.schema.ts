import { z } from 'zod'

/**
 * Where a view of the public menu came from (decision 052): the printed QR code (its address carries
 * `?src=qr`), a direct opening (typed, a bookmark, an app that sends no referrer) or another page that
 * linked to it.
 */
export const VISIT_SOURCES = ['qr', 'direct', 'other'] as const
export type VisitSource = (typeof VISIT_SOURCES)[number]

/** The query the QR code's address ends with: short, as it is printed on every table card. */
export const QR_SOURCE_QUERY = 'src=qr'

/** Most categories and promotion cards one beacon may name: more than any menu shows at once. */
export const BEACON_LIMITS = { categories: 100, promotions: 50 } as const

/**
 * `POST /api/public/visits`, what the public page sends as it is hidden (no cookies; the view itself is
 * counted from the page's own request). Its keys are one letter because the page carries the script that
 * writes them, and the beacon must stay a few hundred bytes:
 * - `m` the menu's slug; `v` a random id of this one page load, so a server counts each thing once per load;
 * - `c` and `p` the categories opened and the promotion cards seen since the last beacon, by id.
 */
export const VisitBeaconSchema = z
  .object({
    m: z.string().min(1).max(200).describe('The menu’s slug.'),
    v: z
      .string()
      .regex(/^[0-9a-z]{1,16}$/)
      .describe('A random id of the page load.'),
    c: z.array(z.uuid()).max(BEACON_LIMITS.categories).optional().describe('Categories opened (ids).'),
    p: z.array(z.uuid()).max(BEACON_LIMITS.promotions).optional().describe('Promotion cards seen (ids).'),
  })
  .strict()
export type VisitBeacon = z.infer<typeof VisitBeaconSchema>
