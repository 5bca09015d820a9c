import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES, ContactSchema, MAX_CONTACT_MESSAGE_LENGTH } from './contact.schema.ts'

const valid = {
  name: 'Ana Gómez',
  email: ' Ana@Example.COM ',
  phonePrefix: '+57',
  phone: '3001234567',
  company: 'Café de la Plaza',
  industry: 'Restaurantes',
  message: 'Quiero una demo.',
  acceptPrivacy: true,
}

/** The message of each failing field. */
function errorsOf(input: Record<string, unknown>) {
  const result = ContactSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('ContactSchema', () => {
  it('accepts a full form, trimming and lower-casing the email', () => {
    expect(ContactSchema.parse(valid)).toMatchObject({ email: 'ana@example.com', industry: 'Restaurantes' })
  })

  it('accepts an empty phone and company', () => {
    expect(ContactSchema.safeParse({ ...valid, phone: '', company: '' }).success).toBe(true)
  })

  it('says which fields are missing', () => {
    expect(errorsOf({ ...valid, name: ' ', email: '', message: '', acceptPrivacy: false })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      message: CONTACT_MESSAGES.messageRequired,
      acceptPrivacy: CONTACT_MESSAGES.privacyRequired,
    })
  })

  it('refuses a malformed email, a phone with letters or too few digits, an unknown industry', () => {
    expect(errorsOf({ ...valid, email: 'ana@', phone: '300-123', industry: 'Bancos' })).toEqual({
      email: CONTACT_MESSAGES.emailInvalid,
      phone: CONTACT_MESSAGES.phoneInvalid,
      industry: CONTACT_MESSAGES.industryRequired,
    })
    expect(errorsOf({ ...valid, phone: '12345' })).toEqual({ phone: CONTACT_MESSAGES.phoneInvalid })
    expect(errorsOf({ ...valid, industry: '' })).toEqual({ industry: CONTACT_MESSAGES.industryRequired })
  })

  it('takes only the spec prefixes', () => {
    expect(ContactSchema.safeParse({ ...valid, phonePrefix: '+1' }).success).toBe(true)
    expect(errorsOf({ ...valid, phonePrefix: '+44' })).toHaveProperty('phonePrefix')
  })

  it('takes a message of up to 2000 characters', () => {
    const longest = 'a'.repeat(MAX_CONTACT_MESSAGE_LENGTH)
    expect(ContactSchema.safeParse({ ...valid, message: longest }).success).toBe(true)
    expect(errorsOf({ ...valid, message: `${longest}a` })).toEqual({
      message: CONTACT_MESSAGES.messageTooLong,
    })
  })
})
