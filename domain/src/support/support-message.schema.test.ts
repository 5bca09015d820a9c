import { describe, expect, it } from 'vitest'
import {
  MAX_SUPPORT_MESSAGE_LENGTH,
  SUPPORT_MESSAGES,
  SupportMessageSchema,
} from './support-message.schema.ts'

const valid = {
  nombre: ' Ana ',
  apellido: 'Gómez',
  correo: ' Ana@Example.COM ',
  telefono: '3001234567',
  mensaje: ' No veo mi código QR. ',
  aceptaPrivacidad: true,
}

/** The message of each failing field. */
function errorsOf(input: Record<string, unknown>) {
  const result = SupportMessageSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('SupportMessageSchema', () => {
  it('accepts a full form, trimming every text and lower-casing the email', () => {
    expect(SupportMessageSchema.parse(valid)).toEqual({
      nombre: 'Ana',
      apellido: 'Gómez',
      correo: 'ana@example.com',
      telefono: '3001234567',
      mensaje: 'No veo mi código QR.',
      aceptaPrivacidad: true,
    })
  })

  it('accepts an empty phone', () => {
    expect(SupportMessageSchema.safeParse({ ...valid, telefono: '' }).success).toBe(true)
  })

  it('says which required fields are missing (docs/product-spec.md §5)', () => {
    expect(
      errorsOf({
        nombre: ' ',
        apellido: '',
        correo: '',
        telefono: '',
        mensaje: '  ',
        aceptaPrivacidad: false,
      }),
    ).toEqual({
      nombre: SUPPORT_MESSAGES.nameRequired,
      apellido: SUPPORT_MESSAGES.lastNameRequired,
      correo: SUPPORT_MESSAGES.emailRequired,
      mensaje: SUPPORT_MESSAGES.messageRequired,
      aceptaPrivacidad: SUPPORT_MESSAGES.privacyRequired,
    })
  })

  it('refuses a malformed email', () => {
    expect(errorsOf({ ...valid, correo: 'ana@' })).toEqual({ correo: SUPPORT_MESSAGES.emailInvalid })
    expect(errorsOf({ ...valid, correo: 'ana.example.com' })).toEqual({
      correo: SUPPORT_MESSAGES.emailInvalid,
    })
  })

  it('refuses a phone with other characters or too few or too many digits', () => {
    for (const telefono of ['300-123-4567', '12345', '1234567890123456']) {
      expect(errorsOf({ ...valid, telefono })).toEqual({ telefono: SUPPORT_MESSAGES.phoneInvalid })
    }
  })

  it(`takes a message of up to ${MAX_SUPPORT_MESSAGE_LENGTH} characters`, () => {
    expect(errorsOf({ ...valid, mensaje: 'a'.repeat(MAX_SUPPORT_MESSAGE_LENGTH) })).toEqual({})
    expect(errorsOf({ ...valid, mensaje: 'a'.repeat(MAX_SUPPORT_MESSAGE_LENGTH + 1) })).toEqual({
      mensaje: SUPPORT_MESSAGES.messageTooLong,
    })
  })
})
