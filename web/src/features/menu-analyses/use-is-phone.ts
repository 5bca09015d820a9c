import { useSyncExternalStore } from 'react'

/** Narrower than this counts as a phone, as does a coarse pointer (a finger) whatever the width. */
const PHONE_MAX_WIDTH = 767

function detectPhone(): boolean {
  const isCoarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
  return isCoarse || window.innerWidth <= PHONE_MAX_WIDTH
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/**
 * Whether the device looks like a phone, for the scan-with-camera button (docs/product-spec.md §2 "Menu
 * upload widget": detected as mobile, re-checked on window resize). The landing rendered at build time knows
 * no screen: it says no, and a phone that hydrates it re-renders with yes right after, instead of failing the
 * hydration.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, detectPhone, () => false)
}
