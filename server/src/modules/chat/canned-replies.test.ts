import { describe, expect, it } from 'vitest'
import { CANNED_REPLIES, pickCannedReply } from './canned-replies.ts'

describe('the chat bubble canned replies', () => {
  it('promise no reply time, since a person answers only by email and only once an email is left', () => {
    for (const reply of [...CANNED_REPLIES.es, ...CANNED_REPLIES.en]) {
      expect(reply).not.toMatch(/\d+\s*(minutos|minutes|horas|hours)/i)
      expect(reply).toMatch(/email/i)
    }
  })

  it('picks each of the four by the random number', () => {
    expect(pickCannedReply('es', () => 0)).toBe(CANNED_REPLIES.es[0])
    expect(pickCannedReply('en', () => 0.99)).toBe(CANNED_REPLIES.en[3])
  })
})
