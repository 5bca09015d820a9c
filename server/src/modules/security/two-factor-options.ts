import { generateRandomString } from 'better-auth/crypto'
import { BACKUP_CODE_COUNT } from '#domain/security/security.schema.ts'

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
