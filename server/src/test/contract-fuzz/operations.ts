// The operations of the API's own OpenAPI document (GET /api/docs) that take input a caller chooses: a JSON
// or multipart body, or query parameters. The contract fuzz test sends each of them bodies that break it.

/** A JSON Schema node as @fastify/swagger writes our zod schemas (no $ref in request schemas). */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
}

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }
type DocumentOperation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses?: Record<string, { content?: Record<string, unknown> }>
}
export type OpenApiDocument = { paths: Record<string, Record<string, DocumentOperation>> }

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path as the document writes it, `{id}` and all. */
  path: string
  pathParameters: { name: string; schema: JsonSchema }[]
  queryParameters: { name: string; required: boolean; schema: JsonSchema }[]
  body: { kind: 'json' | 'multipart'; schema: JsonSchema } | undefined
}

/**
 * Every operation with a JSON or multipart body or with query parameters, leaving out event streams (they stay
 * open while an analysis lives, and take no body).
 */
export function operationsWithInput(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? []
      const content = operation.requestBody?.content ?? {}
      const body = content['application/json']
        ? { kind: 'json' as const, schema: content['application/json'].schema }
        : content['multipart/form-data']
          ? { kind: 'multipart' as const, schema: content['multipart/form-data'].schema }
          : undefined
      const queryParameters = parameters
        .filter((parameter) => parameter.in === 'query')
        .map(({ name, required, schema }) => ({ name, required: required === true, schema }))
      const streams = Object.values(operation.responses ?? {}).some(
        (response) => response.content?.['text/event-stream'],
      )
      if (streams || (!body && queryParameters.length === 0)) continue
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParameters: parameters
          .filter((parameter) => parameter.in === 'path')
          .map(({ name, schema }) => ({ name, schema })),
        queryParameters,
        body,
      })
    }
  }
  return operations
}
