import type { FastifySchemaValidationError } from 'fastify'

/** A refused request's fields for its 400: each field's messages, and the limit of each over-long one. */
export type ValidationFailures = { fields: Record<string, string[]>; limits?: Record<string, number> }

/**
 * Names every field a request got wrong, with its messages, and for a value over its limit (a 5,000-character
 * name where 160 fit) that limit, so that a client can say what fits: the API refuses a long value whole and
 * never keeps a cut one.
 */
export function describeValidationFailures(issues: FastifySchemaValidationError[]): ValidationFailures {
  const fields: Record<string, string[]> = {}
  const limits: Record<string, number> = {}
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
    fields[field] = [...(fields[field] ?? []), issue.message ?? '']
    const limit = readLengthLimit(issue)
    if (limit !== undefined) limits[field] = limit
  }
  return Object.keys(limits).length > 0 ? { fields, limits } : { fields }
}

// zod's too_big issue on a text or a list: its maximum is a count of characters or of items.
function readLengthLimit({ keyword, params }: FastifySchemaValidationError): number | undefined {
  const { origin, maximum } = params as { origin?: unknown; maximum?: unknown }
  if (keyword !== 'too_big' || (origin !== 'string' && origin !== 'array')) return undefined
  return typeof maximum === 'number' ? maximum : undefined
}
