import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR_MS } from '../../db/hourly-limit.ts'
import { codeIn, startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { CODE_TRIES_PER_HOUR } from './code-guard.ts'
import { cookieOf, isAbout, otherCode, postAs, registration } from './test-accounts.ts'

let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let counter = 0
// The hourly counts' clock, moved by the tests; better-auth keeps the real one (codes live ten minutes).
let now = 1_800_000_000_000

beforeAll(async () => {
  mail = await startMailCatcher()
  app = await createTestApp({ smtpUrl: mail.smtpUrl }, { clock: () => now })
})
afterAll(async () => {
  await app.close()
  await mail.close()
})

const noMailWithin = async (email: string, ms = 400) => {
  await new Promise((resolve) => setTimeout(resolve, ms))
  return !mail.hasMail(email)
}

/** An owner signed up and signed in, the mail of that sign-up read. */
async function signUp() {
  const email = `tries${++counter}@example.com`
  const created = await postAs(app, '/api/accounts', registration(email))
  expect(created.statusCode).toBe(201)
  await mail.nextMail(email, 5000, isAbout('Confirma'))
  return { email, cookie: cookieOf(created) }
}

// One code from each endpoint, and how to try one against it.
type EndpointName = 'signIn' | 'recovery' | 'verification'
type Endpoint = { ask: () => Promise<number>; subject: string; tryCode: (code: string) => Promise<number> }

function endpoints(owner: { email: string; cookie: string }): Record<EndpointName, Endpoint> {
  const { email, cookie } = owner
  const status = async (response: Promise<{ statusCode: number }>) => (await response).statusCode
  return {
    signIn: {
      ask: () => status(postAs(app, '/api/sign-in-codes', { email })),
      subject: 'entrar',
      tryCode: (code) => status(postAs(app, '/api/sign-in-codes/verify', { email, code })),
    },
    recovery: {
      ask: () => status(postAs(app, '/api/password-resets', { email })),
      subject: 'recuperar',
      tryCode: (code) => status(postAs(app, '/api/password-resets/check', { email, code })),
    },
    verification: {
      ask: () => status(postAs(app, '/api/email-verifications', undefined, cookie)),
      subject: 'Confirma',
      tryCode: (code) => status(postAs(app, '/api/email-verifications/confirm', { code }, cookie)),
    },
  }
}

async function newCode(owner: { email: string }, endpoint: Endpoint) {
  expect(await endpoint.ask()).toBe(202)
  return codeIn(await mail.nextMail(owner.email, 5000, isAbout(endpoint.subject)))
}

describe('wrong code tries per address and hour', () => {
  it('after 12 wrong tries over four fresh codes, refuses a fifth code, the right one too, and tells the owner once', async () => {
    const owner = await signUp()
    const { signIn, recovery, verification } = endpoints(owner)
    const wrongTries: number[] = []
    for (const endpoint of [signIn, recovery, verification]) {
      const code = await newCode(owner, endpoint)
      for (let attempt = 0; attempt < 3; attempt++) wrongTries.push(await endpoint.tryCode(otherCode(code)))
    }
    const fourth = await newCode(owner, signIn)
    for (let attempt = 0; attempt < 3; attempt++) wrongTries.push(await signIn.tryCode(otherCode(fourth)))
    // Ten wrong answers were heard; the eleventh and twelfth were refused before any code was compared.
    expect(wrongTries.filter((status) => status === 400)).toHaveLength(CODE_TRIES_PER_HOUR)
    expect(wrongTries.slice(CODE_TRIES_PER_HOUR)).toEqual([429, 429])

    const right = await postAs(app, '/api/sign-in-codes/verify', { email: owner.email, code: fourth })
    expect(right.statusCode).toBe(429)
    expect(right.json().error.code).toBe('code_tries_exhausted')
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(3500)

    const lockMail = await mail.nextMail(owner.email, 5000, isAbout('Bloqueamos'))
    expect(lockMail.text).toContain('durante una hora')
    for (const endpoint of [signIn, recovery, verification]) expect(await endpoint.ask()).toBe(429)
    // better-auth's own address, under /api/auth, is held to the same count.
    const direct = await postAs(app, '/api/auth/email-otp/send-verification-otp', {
      email: owner.email,
      type: 'sign-in',
    })
    expect(direct.statusCode).toBe(429)
    expect(await noMailWithin(owner.email)).toBe(true)
  })

  it('still holds 61 s later, and ends with the hour', async () => {
    const owner = await signUp()
    const { signIn } = endpoints(owner)
    const start = now
    for (let code = 0; code < 4; code++) {
      const right = await newCode(owner, signIn)
      for (let attempt = 0; attempt < 3; attempt++) await signIn.tryCode(otherCode(right))
    }
    await mail.nextMail(owner.email, 5000, isAbout('Bloqueamos'))
    now = start + 61_000
    expect(await signIn.ask()).toBe(429)
    expect(await noMailWithin(owner.email)).toBe(true)
    now = start + HOUR_MS
    const fresh = await newCode(owner, signIn)
    expect(await signIn.tryCode(fresh)).toBe(200)
  })

  it('counts per address: another owner’s codes still work', async () => {
    const owner = await signUp()
    const { signIn } = endpoints(owner)
    for (let code = 0; code < 4; code++) {
      const right = await newCode(owner, signIn)
      for (let attempt = 0; attempt < 3; attempt++) await signIn.tryCode(otherCode(right))
    }
    const other = await signUp()
    const otherSignIn = endpoints(other).signIn
    expect(await otherSignIn.tryCode(await newCode(other, otherSignIn))).toBe(200)
  })
})
