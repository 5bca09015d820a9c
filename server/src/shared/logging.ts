import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
import { type DestinationStream, type SerializedError, stdSerializers } from 'pino'

// What a log line may say about a person: nothing they typed. Query strings carry searches and tokens, a failed
// query's parameters (Drizzle's "Failed query: … params: …", and PostgreSQL's "Key (email)=(…)" details) carry
// names, e-mails and password hashes, and mail errors carry the address they were for.

const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[^\s@"'<>()[\],;:]+/g
// "params: …" up to the next stack frame (a parameter may hold line breaks) or the end of the text.
const QUERY_PARAMS = /\bparams: [\s\S]*?(?=\n\s+at |$)/g
/** Fields of an error that hold the values of a failed query rather than its shape. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where'])
const REDACTED = '[redacted]'

/** A text without e-mail addresses or a failed query's parameters. */
export function scrubText(text: string): string {
  return text.replace(QUERY_PARAMS, `params: ${REDACTED}`).replace(EMAIL, '[email]')
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object' || depth > 4) return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  const scrubbed: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    scrubbed[key] = VALUE_FIELDS.has(key) ? REDACTED : scrubValue(item, depth + 1)
  }
  return scrubbed
}

/** pino's error serializer, then without parameters, value details or e-mail addresses anywhere in it. */
export function serializeError(error: Error): SerializedError {
  return scrubValue(stdSerializers.err(error)) as SerializedError
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string }

/** A request as a log line shows it: its path without the query string. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: scrubText(request.url.split('?')[0] ?? ''),
    host: request.host,
    remoteAddress: request.ip,
  }
}

/**
 * Fastify's logger options: the level, and the serializers and redaction that keep what people typed out of
 * the log; `stream` lets tests read the lines.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // `text`: an e-mail kept in the outbox is logged so a developer without SMTP can read its code.
    serializers: { req: serializeRequest, err: serializeError, error: serializeError, text: scrubValue },
    redact: {
      paths: ['to', 'email', 'password', 'params', 'req.headers.cookie', 'req.headers.authorization'],
      censor: REDACTED,
    },
  }
}

/** better-auth's logger option writing through ours, so its errors are serialized and scrubbed the same way. */
export function logThrough(log: FastifyBaseLogger) {
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
    const details = args.map((arg) => (arg instanceof Error ? serializeError(arg) : scrubValue(arg)))
    log[level]({ details }, scrubText(message))
  }
}
