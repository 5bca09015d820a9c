import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, CodeSchema, LoginSchema, normalizeCode, RegisterSchema } from './account.schema.ts'

const form = {
  name: 'Ana',
  businessName: ' Arepas Doña Ana ',
  email: 'Ana@Example.com ',
  password: 'secreto-largo',
  confirmPassword: 'secreto-largo',
  countryCode: 'CO',
  phone: '300 123 4567',
  acceptTerms: true,
}
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('RegisterSchema', () => {
  it('accepts a complete form, with the email and the business name tidied and the phone as digits', () => {
    expect(RegisterSchema.parse(form)).toMatchObject({
      email: 'ana@example.com',
      businessName: 'Arepas Doña Ana',
      phone: '3001234567',
    })
    expect(RegisterSchema.parse({ ...form, phone: '' }).phone).toBe('')
  })

  it('says what docs/product-spec.md §5 says for each broken rule', () => {
    expect(messagesOf(RegisterSchema.safeParse({ ...form, name: ' ' }))).toContain(ACCOUNT_MESSAGES.required)
    expect(messagesOf(RegisterSchema.safeParse({ ...form, businessName: '' }))).toContain(
      ACCOUNT_MESSAGES.required,
    )
    expect(messagesOf(RegisterSchema.safeParse({ ...form, businessName: 'x'.repeat(121) }))).toContain(
      ACCOUNT_MESSAGES.nameTooLong,
    )
    expect(messagesOf(RegisterSchema.safeParse({ ...form, confirmPassword: 'otra' }))).toContain(
      ACCOUNT_MESSAGES.passwordsDiffer,
    )
    expect(messagesOf(RegisterSchema.safeParse({ ...form, acceptTerms: false }))).toContain(
      ACCOUNT_MESSAGES.termsRequired,
    )
    expect(
      messagesOf(RegisterSchema.safeParse({ ...form, password: 'corta', confirmPassword: 'corta' })),
    ).toContain(ACCOUNT_MESSAGES.passwordTooShort)
    expect(messagesOf(RegisterSchema.safeParse({ ...form, phone: '300' }))).toContain(
      ACCOUNT_MESSAGES.phoneIncomplete,
    )
  })
})

describe('LoginSchema', () => {
  it('needs both fields', () => {
    expect(messagesOf(LoginSchema.safeParse({ email: '', password: '' }))).toContain(
      ACCOUNT_MESSAGES.loginRequired,
    )
    expect(LoginSchema.parse({ email: ' A@B.co', password: 'x' }).email).toBe('a@b.co')
  })
})

describe('CodeSchema', () => {
  it('takes four code characters in either case, as capitals', () => {
    expect(CodeSchema.parse('ab3k')).toBe('AB3K')
    expect(CodeSchema.parse(' 7Z9Q ')).toBe('7Z9Q')
  })

  it('refuses look-alikes, other lengths and other characters', () => {
    for (const code of ['AB0K', 'O123', 'I234', 'L234', 'ABC', 'ABCDE', 'AB-K', ''])
      expect(CodeSchema.safeParse(code).success, code).toBe(false)
  })
})

describe('normalizeCode', () => {
  it('keeps only the code characters, as capitals', () => {
    expect(normalizeCode('a b-3k0')).toBe('AB3K')
  })
})
