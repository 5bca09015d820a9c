import { describe, expect, it } from 'vitest'
import { CHAT_MESSAGES, ChatEmailSchema, ChatTextSchema, MAX_CHAT_MESSAGE_LENGTH } from './chat.schema.ts'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

describe('ChatTextSchema', () => {
  it('trims the text and takes up to 1000 characters', () => {
    expect(ChatTextSchema.parse({ text: '  Hola \n' })).toEqual({ text: 'Hola' })
    const longest = 'a'.repeat(MAX_CHAT_MESSAGE_LENGTH)
    expect(ChatTextSchema.parse({ text: ` ${longest} ` }).text).toHaveLength(1000)
    expect(messageOf(ChatTextSchema.safeParse({ text: `${longest}a` }))).toBe(CHAT_MESSAGES.textTooLong)
  })

  it('refuses an empty or blank text', () => {
    expect(messageOf(ChatTextSchema.safeParse({ text: '' }))).toBe(CHAT_MESSAGES.textRequired)
    expect(messageOf(ChatTextSchema.safeParse({ text: ' \n ' }))).toBe(CHAT_MESSAGES.textRequired)
  })
})

describe('ChatEmailSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(ChatEmailSchema.parse({ email: ' Ana@Cafe.CO ' })).toEqual({ email: 'ana@cafe.co' })
  })

  it('says whether the email is missing, malformed or too long', () => {
    expect(messageOf(ChatEmailSchema.safeParse({ email: ' ' }))).toBe(CHAT_MESSAGES.emailRequired)
    expect(messageOf(ChatEmailSchema.safeParse({ email: 'ana@' }))).toBe(CHAT_MESSAGES.emailInvalid)
    expect(messageOf(ChatEmailSchema.safeParse({ email: `${'a'.repeat(250)}@b.co` }))).toBe(
      CHAT_MESSAGES.emailTooLong,
    )
  })
})
