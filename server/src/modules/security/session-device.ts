import Bowser from 'bowser'
import type { AccountSession } from '#domain/security/security.schema.ts'

/** What a session's user agent says about its device: browser, system and kind, never a guess beyond it. */
export function describeDevice(
  userAgent: string | null,
): Pick<AccountSession, 'browser' | 'os' | 'deviceType'> {
  if (!userAgent) return { browser: null, os: null, deviceType: 'unknown' }
  const parsed = Bowser.parse(userAgent)
  const platform = parsed.platform.type
  return {
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
    deviceType:
      platform === 'desktop' || platform === 'mobile' || platform === 'tablet' ? platform : 'unknown',
  }
}
