import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(query)
  media?.addEventListener('change', onChange)
  return () => media?.removeEventListener('change', onChange)
}

function readPreference(): boolean {
  return window.matchMedia?.(query).matches ?? false
}

/** Whether the system asks for reduced motion; follows the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  // On the server (build-time rendering) there is no animation to reduce.
  return useSyncExternalStore(subscribe, readPreference, () => false)
}
