import { useEffect, useState } from 'react'

/** Narrower than this counts as a phone, as does a coarse pointer (a finger) whatever the width. */
const PHONE_MAX_WIDTH = 767

function detectPhone(): boolean {
  if (typeof window === 'undefined') return false
  const isCoarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
  return isCoarse || window.innerWidth <= PHONE_MAX_WIDTH
}

/**
 * Whether the device looks like a phone, for the scan-with-camera button (spec §2 "Menu upload widget":
 * detected as mobile, re-checked on window resize).
 */
export function useIsPhone(): boolean {
  const [isPhone, setIsPhone] = useState(detectPhone)
  useEffect(() => {
    const recheck = () => setIsPhone(detectPhone())
    window.addEventListener('resize', recheck)
    return () => window.removeEventListener('resize', recheck)
  }, [])
  return isPhone
}
