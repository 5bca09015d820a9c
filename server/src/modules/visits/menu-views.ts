import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { QR_SOURCE_QUERY } from '#domain/visits/visit-beacon.schema.ts'
import { readMenuOpening } from './menu-opening.ts'
import { countInBackground, countMenuOpening, type VisitCounting } from './visits.service.ts'

const FROM_QR_CODE = new RegExp(`[?&]${QR_SOURCE_QUERY}(&|$)`)

/**
 * What the public menu's route calls as it answers a page (its 200 or 304): counts the view when it is a
 * person opening the menu anew, in the background. The page never waits on it and never learns of a failure.
 */
export function countMenuOpenings(counting: VisitCounting, log: FastifyBaseLogger) {
  return (request: FastifyRequest, slug: string): void => {
    const [menuPath = '', query = ''] = request.url.split('?')
    const source = readMenuOpening({
      method: request.method,
      headers: request.headers,
      isFromQrCode: FROM_QR_CODE.test(`?${query}`),
      menuPath,
    })
    if (!source) return
    const origin = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' }
    const notCounted = (error: unknown) => log.error({ err: error }, 'a view of the menu was not counted')
    try {
      const waiting = countMenuOpening(counting, slug, source, origin)
      if (waiting) countInBackground(counting, waiting).catch(notCounted)
    } catch (error) {
      notCounted(error)
    }
  }
}
