import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

/** Where the OpenAPI document is served, as JSON (no viewer: nothing may load from a CDN). */
export const API_DOCS_PATH = '/api/docs'

const MULTIPART = 'multipart/form-data'

/**
 * Our own API only: better-auth's endpoints under /api/auth answer for themselves, and the pages, the media
 * and the fonts are no API at all.
 */
function isContractRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/auth/') && url !== API_DOCS_PATH
}

type OpenApiSchema = Record<string, unknown> & {
  body?: unknown
  response?: Record<string, unknown>
  consumes?: readonly string[]
  produces?: readonly string[]
}

function isEmptySchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && Object.keys(schema).length === 0
}

/**
 * Fills in what a zod schema cannot say. An upload (`consumes: ['multipart/form-data']`) has no body schema,
 * since Fastify would validate the multipart body the handler reads itself: it is described as one file.
 * An answer that is no JSON (`produces: ['text/event-stream']`, `['image/webp']`) gets its media type.
 */
function describeRawBodies(schema: OpenApiSchema): OpenApiSchema {
  const described = { ...schema }
  if (schema.consumes?.includes(MULTIPART) && schema.body === undefined)
    described.body = {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    }
  // An answer without a body (`z.void()`, as in a 202) converts to the empty schema, which would promise any JSON.
  if (schema.response)
    described.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, answer]) => [
        status,
        isEmptySchema(answer) ? { type: 'null', description: 'No body' } : answer,
      ]),
    )
  const produces = schema.produces?.[0]
  if (produces && schema.response === undefined) {
    const isText = produces.startsWith('text/')
    described.response = {
      200: {
        description: isText ? 'A stream of events' : 'The file',
        content: {
          [produces]: { schema: isText ? { type: 'string' } : { type: 'string', format: 'binary' } },
        },
      },
    }
  }
  return described
}

const transformRoute: SwaggerTransform = (route) => {
  if (!isContractRoute(route.url)) return { schema: { hide: true }, url: route.url }
  const transformed = jsonSchemaTransform(route as Parameters<typeof jsonSchemaTransform>[0])
  return { ...transformed, schema: describeRawBodies(transformed.schema as OpenApiSchema) }
}

/**
 * Collects every route's zod schemas into an OpenAPI 3.1 document, served at `GET /api/docs` and written to
 * `web/src/lib/api/` by `npm run api:contract`, from which the web's typed client takes its types
 * ([decision 020](../../../docs/decisions/020-typed-api-contract.md)). Register it before the routes: it
 * sees only the routes added after it.
 */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Vitrina API', version: '1.0.0' },
    },
    transform: transformRoute,
    transformObject: jsonSchemaTransformObject,
  })
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async () => app.swagger())
})
