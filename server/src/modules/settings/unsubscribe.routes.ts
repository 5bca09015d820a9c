import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readLanguage } from '../../shared/caller-origin.ts'
import { renderUnsubscribeAsk, renderUnsubscribeDone, renderUnsubscribeInvalid } from './unsubscribe.page.ts'
import { openUnsubscribeLink, unsubscribe } from './unsubscribe.service.ts'

const Params = z.object({ token: z.string().max(300) })

function sendPage(reply: FastifyReply, body: string, status = 200) {
  return (
    reply
      .status(status)
      .header('cache-control', 'private, no-store')
      // The token is in the address: no page it links to may learn it.
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(body)
  )
}

/**
 * The one-click unsubscribe of non-essential e-mail (RFC 8058), outside /api as the pages it serves are for
 * people: `GET /unsubscribe/:token` asks (a link opened by a mail scanner must change nothing), `POST` turns
 * the toggle off, from the page's button or from a mail client's one-click ("List-Unsubscribe=One-Click").
 * A forged or altered token answers a 400 page.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // A mail client posts "List-Unsubscribe=One-Click" as a form, urlencoded or multipart: the body says
  // nothing the token does not, so it is read and dropped.
  const dropBody = (_request: unknown, _body: unknown, done: (error: null, body: object) => void) =>
    done(null, {})
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, dropBody)
  }

  app.get('/unsubscribe/:token', { schema: { params: Params } }, async (request, reply) => {
    const link = await openUnsubscribeLink(db, request.params.token)
    if (!link) return sendPage(reply, renderUnsubscribeInvalid(readLanguage(request)), 400)
    return sendPage(reply, renderUnsubscribeAsk(link.language, link.topic))
  })

  app.post('/unsubscribe/:token', { schema: { params: Params } }, async (request, reply) => {
    const link = await unsubscribe(db, request.params.token)
    if (!link) return sendPage(reply, renderUnsubscribeInvalid(readLanguage(request)), 400)
    return sendPage(reply, renderUnsubscribeDone(link.language))
  })
}
