import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { CODE_ALPHABET } from '#domain/accounts/account.schema.ts'
import type { CaughtMail } from '../../test/mail-catcher.ts'

// Shared by the accounts tests that count codes: callers from fresh addresses (each address has a few tries
// a minute), and the mails of each purpose told apart.

let addresses = 0

/** Each call comes from a new address, as an attacker with many would: only the per-email cap stops them. */
export const fromNewAddress = () => ({
  remoteAddress: `10.30.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`,
})

export const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')

export function postAs(app: FastifyInstance, url: string, payload?: object, cookie?: string) {
  return app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {}, ...fromNewAddress() })
}

/** A registration as the register form sends it. */
export const registration = (email: string, password = 'una-clave-larga') => ({
  name: 'Café Aurora',
  businessName: 'Café Aurora',
  email,
  password,
  confirmPassword: password,
  countryCode: 'CO',
  phone: '',
  acceptTerms: true,
})

export const isAbout = (word: string) => (mail: CaughtMail) => mail.subject.includes(word)

/** A code that is not `code`: its first character moved on by one in the code alphabet. */
export const otherCode = (code: string) =>
  CODE_ALPHABET[(CODE_ALPHABET.indexOf(code[0] ?? '') + 1) % CODE_ALPHABET.length] + code.slice(1)
