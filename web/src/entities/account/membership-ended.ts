import { useSyncExternalStore } from 'react'

// Whether the server said (403 `membership_ended`, decision 073) that the session's business let this member
// go: the dashboard says so once, above the page, and the app goes on in the user's own business.
let isEnded = false
const listeners = new Set<() => void>()

export function markMembershipEnded(ended: boolean): void {
  if (isEnded === ended) return
  isEnded = ended
  for (const listener of listeners) listener()
}

export function useIsMembershipEnded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => isEnded,
    () => false,
  )
}
