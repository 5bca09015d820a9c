import { describe, expect, it } from 'vitest'
import { readCancelToken, signCancelToken } from './cancel-link.ts'

const claim = {
  appointmentId: '5b0c9a4e-8f41-4a53-9d7e-2c1f3b6a7d10',
  nonce: 'n0nce-Value_1',
  expiresAt: new Date('2026-12-04T01:00:00Z'),
}
const before = new Date('2026-12-03T00:00:00Z')

describe('the signed cancel link', () => {
  it('reads back what it signed until it expires', () => {
    const token = signCancelToken('secret', claim)
    expect(readCancelToken('secret', token, before)).toEqual({ claim })
    expect(readCancelToken('secret', token, claim.expiresAt)).toEqual({ refusal: 'expired' })
  })

  it('refuses another key, a changed id, nonce or expiry, and a token of the wrong shape', () => {
    const token = signCancelToken('secret', claim)
    const [id, nonce, expiry, signature] = token.split('.')
    expect(readCancelToken('other', token, before)).toEqual({ refusal: 'invalid' })
    const changed = [
      [id?.replace('5b0c', '5b0d'), nonce, expiry, signature],
      [id, 'another', expiry, signature],
      [id, nonce, String(Number(expiry) + 86_400), signature],
    ]
    for (const parts of changed) {
      expect(readCancelToken('secret', parts.join('.'), before)).toEqual({ refusal: 'invalid' })
    }
    expect(readCancelToken('secret', 'not-a-token', before)).toEqual({ refusal: 'invalid' })
    expect(readCancelToken('secret', `${token}.x`, before)).toEqual({ refusal: 'invalid' })
  })
})
