import { generateRandomString } from 'better-auth/crypto'
import { BACKUP_CODE_COUNT } from '#domain/security/security.schema.ts'
import type { SecondFactor } from '../accounts/index.ts'
import { secondFactorGatePlugin } from './second-factor-gate.ts'

/** The name an authenticator app shows beside the account. */
export const TWO_FACTOR_ISSUER = 'Vitrina'

/**
 * Backup codes as "xxxxx-xxxxx" of lower-case letters and digits (about 52 bits each): one case only, so a
 * code typed from a printout in capitals still matches (the plugin compares them exactly; we lower-case the
 * typed one). The plugin stores them encrypted.
 */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = generateRandomString(10, 'a-z', '0-9')
    return `${code.slice(0, 5)}-${code.slice(5)}`
  })
}

/** A typed backup code as stored: no spaces, lower case. */
export const normalizeBackupCode = (code: string) => code.replace(/\s/g, '').toLowerCase()

/**
 * The second factor better-auth asks for, in the shape the accounts module declares: app.ts passes it to
 * accountsModule, so that accounts, which security uses, does not use security back (decision 057).
 */
export const secondFactor: SecondFactor = {
  issuer: TWO_FACTOR_ISSUER,
  generateBackupCodes,
  gate: secondFactorGatePlugin,
}
