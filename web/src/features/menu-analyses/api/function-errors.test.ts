import { describe, expect, it } from 'vitest'
import { toFunctionErrorCode } from './function-errors.ts'

describe('toFunctionErrorCode', () => {
  it('maps HTTP statuses as the table of docs/product-spec.md §8 does', () => {
    expect(
      Object.fromEntries(
        [400, 401, 403, 404, 409, 429, 499, 500, 501, 503, 504].map((s) => [s, toFunctionErrorCode(s)]),
      ),
    ).toEqual({
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
    })
  })

  it('calls any other status unknown', () => {
    expect(toFunctionErrorCode(0)).toBe('unknown')
    expect(toFunctionErrorCode(413)).toBe('unknown')
    expect(toFunctionErrorCode(415)).toBe('unknown')
    expect(toFunctionErrorCode(502)).toBe('unknown')
  })
})
