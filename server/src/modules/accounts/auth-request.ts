import type { FastifyReply, FastifyRequest } from 'fastify'
import { CLIENT_IP_HEADER } from './auth.ts'

/**
 * A web Request for better-auth from a Fastify request: its headers, the caller's address in our own header
 * (any value the caller sent there is replaced), and a JSON body when one is given.
 */
export function toAuthRequest(request: FastifyRequest, path: string, body?: unknown): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  headers.set(CLIENT_IP_HEADER, request.ip)
  const origin = request.server.config.publicUrl
  // Our origin check has let this request through already (plugins/origin-check.ts); better-auth, which
  // knows only PUBLIC_URL, would refuse a page opened at another name of this host (127.0.0.1, say).
  headers.set('origin', new URL(origin).origin)
  const url = new URL(path, origin)
  if (body === undefined) return new Request(url, { method: request.method, headers })
  headers.set('content-type', 'application/json')
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(body) })
}

/**
 * Copies better-auth's cookies onto the reply (a sign-in sets the session cookie, a sign-out clears it), and
 * when it limited the caller, how many seconds to wait (as the standard Retry-After).
 */
export function forwardCookies(response: Response, reply: FastifyReply) {
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  const retryAfter = response.headers.get('x-retry-after')
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter)
}
