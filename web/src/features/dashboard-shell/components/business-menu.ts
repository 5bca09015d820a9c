import type { Me } from '#domain/accounts/account.schema.ts'

/** What the profile menu offers about businesses (decision 073): switching, and leaving the current one. */
export type BusinessMenu = {
  businesses: Me['businesses']
  currentId: string
  onSwitch: (businessId: string) => void
  /** Leaving the current business; absent in the user's own, which is theirs. */
  onLeave?: (menuButton: HTMLButtonElement | null) => void
}
