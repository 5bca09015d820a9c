// The error codes of the spec's callable function (docs/product-spec.md §8 "Function-call errors map from
// HTTP status"), for the compatibility call `POST /api/analyzeMenuImage`.

export type FunctionErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'aborted'
  | 'resource-exhausted'
  | 'cancelled'
  | 'internal'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'unknown'

const CODES_BY_STATUS: Record<number, FunctionErrorCode> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
}

/** The spec's code for a failed call's HTTP status; any status not in its table is `unknown`. */
export function toFunctionErrorCode(status: number): FunctionErrorCode {
  return CODES_BY_STATUS[status] ?? 'unknown'
}

/**
 * The spec's two messages for an answer that is not a function result (docs/product-spec.md §8), word for
 * word.
 */
export const notJsonObjectMessage = 'Response is not valid JSON object.'
export const missingDataMessage = 'Response is missing data field.'

/** A failed function call: the spec's code, the HTTP status (0 when no answer came) and the server's message. */
export class FunctionError extends Error {
  override name = 'FunctionError'
  readonly code: FunctionErrorCode
  readonly status: number

  constructor(code: FunctionErrorCode, status: number, message: string, options?: ErrorOptions) {
    super(message, options)
    this.code = code
    this.status = status
  }
}
