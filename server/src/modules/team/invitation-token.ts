import { createHash, randomBytes } from 'node:crypto'

// An invitation's link carries a random token; the database keeps only its SHA-256 (decision 073), so a copy
// of the database opens no invitation.

/** A new link token: 32 random bytes in base64url. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The SHA-256 of a token, in hex: what `business_invitations.token_hash` holds and is looked up by. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
