import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

const PREFIX = 'sha256='

/**
 * Whether `header` (`X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the body with the app secret)
 * signs exactly these raw bytes, compared in constant time.
 */
export function isWebhookSignatureRight(
  body: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const hex = header?.startsWith(PREFIX) ? header.slice(PREFIX.length) : ''
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false
  const given = Buffer.from(hex, 'hex')
  const expected = createHmac('sha256', appSecret).update(body).digest()
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Whether two secrets are the same, compared in constant time (their digests, so lengths leak nothing). */
export function isSameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
