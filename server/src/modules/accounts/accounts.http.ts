import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type AccountsDeps, type AuthHeaders, toAuthRequest } from './accounts.service.ts'
import { CLIENT_IP_HEADER } from './auth.ts'

// The one place where a Fastify request becomes what better-auth reads (headers in) and its answer becomes a
// reply (cookies out): the accounts service works on plain values.

/** The account rules' dependencies, from the app's decorations. */
export function accountsDepsOf(app: FastifyInstance): AccountsDeps {
  return {
    db: app.database.db,
    auth: app.auth,
    publicUrl: app.config.publicUrl,
    oidcName: app.config.oidc?.name,
    whatsappMessages: app.config.whatsapp !== undefined,
  }
}

/**
 * The request's headers for better-auth, with the caller's address in our own header (any value the caller
 * sent there is replaced) and our public origin.
 */
export function readAuthHeaders(request: FastifyRequest): AuthHeaders {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  headers.set(CLIENT_IP_HEADER, request.ip)
  // Our origin check has let this request through already (plugins/origin-check.ts); better-auth, which
  // knows only PUBLIC_URL, would refuse a page opened at another name of this host (127.0.0.1, say).
  headers.set('origin', new URL(request.server.config.publicUrl).origin)
  return headers
}

/** A web Request for better-auth from a Fastify request, with a JSON body when one is given. */
export function toFastifyAuthRequest(request: FastifyRequest, path: string, body?: unknown): Request {
  const { publicUrl } = request.server.config
  return toAuthRequest(publicUrl, readAuthHeaders(request), path, { method: request.method, body })
}

/** Puts the cookies better-auth set on the reply (a sign-in sets the session cookie, a sign-out clears it). */
export function sendCookies(reply: FastifyReply, cookies: string[]): FastifyReply {
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  return reply
}

/**
 * Copies better-auth's cookies onto the reply, and when it limited the caller, how many seconds to wait (as
 * the standard Retry-After): for its own endpoints, passed through as they are.
 */
export function forwardCookies(response: Response, reply: FastifyReply) {
  sendCookies(reply, response.headers.getSetCookie())
  const retryAfter = response.headers.get('x-retry-after')
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter)
}
