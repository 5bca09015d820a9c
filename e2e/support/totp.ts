import { createHmac } from 'node:crypto'

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** The bytes of an RFC 4648 base32 text (the secret an authenticator app is given), spaces and padding aside. */
export function decodeBase32(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '')
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const character of clean) {
    const index = BASE32_ALPHABET.indexOf(character)
    if (index < 0) throw new Error(`Not base32: ${character}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/**
 * The 6-digit code an authenticator app shows for `secret` (RFC 6238: HMAC-SHA1, 30-second steps) at `time`
 * (milliseconds since the epoch), `stepOffset` steps away (-1: the previous code).
 */
export function totp(secret: string, time = Date.now(), stepOffset = 0): string {
  const counter = Math.floor(time / 1000 / 30) + stepOffset
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', decodeBase32(secret)).update(message).digest()
  // RFC 4226 §5.3 dynamic truncation.
  const offset = (digest.at(-1) ?? 0) & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return (binary % 1_000_000).toString().padStart(6, '0')
}
