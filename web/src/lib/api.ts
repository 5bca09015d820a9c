import { getCurrentLanguage } from './i18n.ts'

/** An API error answer (`{ "error": { "code", "message" } }`), or `network_error` (status 0) when none came. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly code: string
  /** A 400's fields at fault and their message keys (`{ precioNormal: ['promotions.errors.…'] }`), if named. */
  readonly fields: Record<string, string[]> | undefined
  /** The whole answer's body, for what a refusal carries besides its message (a full slot's nearest free ones). */
  readonly payload: unknown

  constructor(
    status: number,
    code: string,
    message: string,
    options?: ErrorOptions & { fields?: Record<string, string[]>; payload?: unknown },
  ) {
    super(message, options)
    this.status = status
    this.code = code
    this.fields = options?.fields
    this.payload = options?.payload
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  signal?: AbortSignal
}

type ErrorBody = { code: string; message: string; fields?: Record<string, string[]> }

/** The fields of a 400 (`{ name: ['key'] }`), kept only when every one is a list of texts. */
function readFields(fields: unknown): Record<string, string[]> | undefined {
  if (typeof fields !== 'object' || fields === null) return undefined
  const entries = Object.entries(fields)
  const isList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string')
  return entries.every(([, value]) => isList(value)) ? Object.fromEntries(entries) : undefined
}

function readErrorBody(payload: unknown): ErrorBody | undefined {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return undefined
  const { error } = payload as { error: unknown }
  if (typeof error !== 'object' || error === null) return undefined
  const { code, message, fields } = error as Record<string, unknown>
  return typeof code === 'string'
    ? { code, message: typeof message === 'string' ? message : code, fields: readFields(fields) }
    : undefined
}

/** The ApiError of an answer that was not ok: its `{ error: { code, message } }`, else `http_error`. */
export function readApiError(response: Response, payload: unknown): ApiError {
  const answer = readErrorBody(payload)
  return new ApiError(response.status, answer?.code ?? 'http_error', answer?.message ?? response.statusText, {
    fields: answer?.fields,
    payload,
  })
}

/**
 * Calls the API on this origin with the session cookie, asking for answers in the interface's language.
 * Answers the parsed JSON body (undefined for 204) or throws an ApiError.
 * Endpoints of the contract are called with the typed client instead (`api` and `apiData`, api-client.ts);
 * this is only for better-auth's own `/api/auth/*`, which is not in the contract.
 */
export async function requestApi(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getCurrentLanguage(),
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // The session cookie is httpOnly: the browser sends it, the code never sees it.
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, 'network_error', 'The server could not be reached', { cause: error })
  }

  if (response.status === 204) return undefined
  const payload: unknown = await response.json().catch(() => undefined)
  if (response.ok) return payload
  throw readApiError(response, payload)
}
