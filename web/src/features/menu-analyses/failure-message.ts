import type { TFunction } from 'i18next'
import { ApiError } from '../../lib/api.ts'
import { AnalysisRequestError } from './api/start-menu-analysis.ts'

// The recovery view says what went wrong in the interface's language. The server's message is in the
// language its request asked for, and an event stream cannot ask (EventSource sends no Accept-Language), so
// the codes we know are worded here and the server's text is the fallback for the others.
const KNOWN_CODES = [
  'unsupported_type',
  'empty_file',
  'file_too_large',
  'too_many_pixels',
  'too_many_pages',
  'encrypted_pdf',
  'timed_out',
  'too_complex',
  'interrupted',
  'queue_full',
  'menu_rate_limited',
  'menu_business_busy',
  'menu_visitor_busy',
  'network_error',
] as const
type KnownCode = (typeof KNOWN_CODES)[number]

const isKnownCode = (code: string): code is KnownCode => (KNOWN_CODES as readonly string[]).includes(code)

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

// Codes whose only message is the spec's own ("Error processing menu. Please try again."), already shown.
const GENERIC_CODES = new Set(['damaged_file', 'analysis_failed', 'http_error', 'invalid_response'])

/** The specific reason for a failed analysis, or null when the spec's general message says it all. */
export function describeAnalysisFailure(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'menu_business_daily_limit') {
    // When it may upload again: the server's Retry-After, in whole hours (a day at most).
    const waitMs = error instanceof AnalysisRequestError ? (error.retryAfterMs ?? DAY_MS) : DAY_MS
    const count = Math.min(24, Math.max(1, Math.ceil(waitMs / HOUR_MS)))
    return t('menuAnalyses.recovery.reasons.menu_business_daily_limit', { count })
  }
  if (isKnownCode(error.code)) return t(`menuAnalyses.recovery.reasons.${error.code}`)
  if (GENERIC_CODES.has(error.code) || error.status >= 500) return null
  return error.message || null
}
