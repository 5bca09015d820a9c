import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { InvalidFieldsError } from '../shared/errors.ts'
import type { MessageCode } from '../shared/i18n/messages.ts'
import { findInputProblem, type InputProblem } from '../shared/input-scan.ts'

const problemCodes: Record<InputProblem['kind'], MessageCode> = {
  nul: 'input_has_nul',
  too_deep: 'input_too_deep',
}

// Where each part of a request is looked at, and how its fields are named in the answer: the body's as a
// schema names them (`name`), the others with their part in front (`query.q`, `headers.user-agent`).
const parts: [prefix: string, read: (request: FastifyRequest) => unknown][] = [
  ['headers', (request) => request.headers],
  ['params', (request) => request.params],
  ['query', (request) => request.query],
  ['', (request) => request.body],
]

function fieldName(prefix: string, path: string): string {
  if (!prefix) return path
  return path === '_' ? prefix : `${prefix}.${path}`
}

/**
 * Refuses a NUL character or too deeply nested JSON anywhere in a request (headers, address, query, body)
 * with a 400 that names the field, before validation or a handler sees it: every route, better-auth's
 * pass-through under /api/auth/* included. A body over the route's size limit never gets here: Fastify
 * answers it 413 (`payload_too_large`) while reading it.
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [prefix, read] of parts) {
        const problem = findInputProblem(read(request))
        if (problem) {
          const code = problemCodes[problem.kind]
          throw new InvalidFieldsError(code, { [fieldName(prefix, problem.path)]: [code] })
        }
      }
    })
  },
  { name: 'input-guard' },
)
