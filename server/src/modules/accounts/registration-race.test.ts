import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { postAs, registration } from './test-accounts.ts'

// Ten sign-ups with one e-mail at once (a double click, a script): one account, and every other answer is
// the spec's "email in use", as a sign-up after it would get; nothing logged as an error.

let app: FastifyInstance
const lines: string[] = []

beforeAll(async () => {
  // As in production (an `env` other than test), so better-auth's own logger speaks through the app's log.
  app = await createTestApp(
    { logLevel: 'info', env: 'production' },
    { logStream: { write: (line) => void lines.push(line) } },
  )
})
afterAll(async () => {
  await app.close()
})

describe('registrations racing for one e-mail', () => {
  it('make one account; the others answer 409 email_in_use and log no error', async () => {
    const email = `carrera-${Date.now()}@example.com`
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postAs(app, '/api/accounts', registration(email))),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, ...Array(9).fill(409)])
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().error.code).toBe('email_in_use')
    }
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number })
      .filter((line) => line.level >= 50)
    expect(errors).toEqual([])
  })
})
