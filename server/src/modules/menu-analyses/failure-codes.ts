import type { MessageCode } from '../../shared/i18n/messages.ts'

/**
 * Why an analysis failed, and the HTTP status the compatibility call answers it with (docs/product-spec.md §8
 * maps those statuses to the client's codes: 400 invalid-argument, 413 for the client's resize-and-retry, 504
 * deadline-exceeded…). The reader's refusals keep its codes (menu-reader/src/errors.ts).
 */
export const FAILURE_STATUS = {
  empty_file: 400,
  file_too_large: 413,
  unsupported_type: 415,
  too_many_pixels: 413,
  too_many_pages: 400,
  encrypted_pdf: 400,
  damaged_file: 400,
  timed_out: 504,
  // The worker ran out of its memory (a hostile or huge drawing): a smaller file may go through.
  too_complex: 413,
  // The server stopped (a restart, a deploy) while the analysis waited or ran.
  interrupted: 503,
  analysis_failed: 500,
} as const satisfies Partial<Record<MessageCode, number>>

export type FailureCode = keyof typeof FAILURE_STATUS

const isFailureCode = (code: unknown): code is FailureCode =>
  typeof code === 'string' && Object.hasOwn(FAILURE_STATUS, code)

/** Our code for an error the reader (or its worker) reported; anything unforeseen is `analysis_failed`. */
export function toFailureCode(code: unknown): FailureCode {
  if (code === 'aborted') return 'interrupted'
  return isFailureCode(code) ? code : 'analysis_failed'
}
