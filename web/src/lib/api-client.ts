import createClient from 'openapi-fetch'
import type { paths } from './api/schema.d.ts'
import { ApiError, readApiError } from './api.ts'
import { getCurrentLanguage } from './i18n.ts'

/**
 * Sends a request of the typed client: in the interface's language, and a request that never reached the
 * server as ApiError `network_error` (status 0); an aborted one keeps its AbortError. `fetch` is read at each
 * call, so a test that replaces it is heard.
 */
async function sendRequest(request: Request): Promise<Response> {
  request.headers.set('Accept-Language', getCurrentLanguage())
  try {
    return await globalThis.fetch(request)
  } catch (error) {
    if (request.signal.aborted) throw error
    throw new ApiError(0, 'network_error', 'The server could not be reached', { cause: error })
  }
}

/** An upload (an object holding a file) as multipart; anything else as JSON. */
function serializeBody(body: unknown): BodyInit {
  if (body instanceof FormData) return body
  if (
    typeof body === 'object' &&
    body !== null &&
    Object.values(body).some((value) => value instanceof Blob)
  ) {
    const form = new FormData()
    for (const [name, value] of Object.entries(body)) {
      if (value instanceof File) form.append(name, value, value.name)
      else form.append(name, value instanceof Blob ? value : String(value))
    }
    return form
  }
  return JSON.stringify(body)
}

/**
 * The API, typed from its contract (web/src/lib/api/schema.d.ts, generated from the server's route schemas
 * by `npm run api:contract`): a wrong path, method, parameter or field fails the typecheck. Same origin with
 * the session cookie (httpOnly: the browser sends it, the code never sees it), JSON unless a file is sent.
 * Unwrap each call with `apiData`.
 */
export const api = createClient<paths>({
  // The page's own origin, written out: a Request needs an absolute address outside a browser (jsdom, Node).
  baseUrl: globalThis.location?.origin,
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  fetch: sendRequest,
  bodySerializer: serializeBody,
})

/** What every call of `api` answers. */
type ApiAnswer<T> = { data?: T; error?: unknown; response: Response }

/**
 * The data of a call of `api` (undefined for 204), or throws the ApiError of its `{ error: { code, message } }`
 * answer: `const products = await apiData(api.GET('/api/catalogues/{id}/products', { params: { path: { id } } }))`.
 */
export async function apiData<T>(call: Promise<ApiAnswer<T>>): Promise<T> {
  const { data, error, response } = await call.catch((reason: unknown) => {
    // A page that is not our JSON (a proxy's or a captive portal's) behind an ok status: Vitrina was not
    // reached, as far as the person can tell.
    if (!(reason instanceof SyntaxError)) throw reason
    throw new ApiError(0, 'network_error', 'The server answered something other than JSON', { cause: reason })
  })
  if (!response.ok) throw readApiError(response, error)
  return data as T
}
