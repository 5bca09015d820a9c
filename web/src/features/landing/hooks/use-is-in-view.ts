import { type RefObject, useEffect, useState } from 'react'

/** Becomes true once the element has scrolled into view, and stays true. */
export function useIsInView(ref: RefObject<Element | null>): boolean {
  // Without IntersectionObserver (very old browsers) the counters show their numbers straight away.
  const [isInView, setIsInView] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = ref.current
    if (isInView || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsInView(true)
          observer.disconnect()
        }
      },
      { threshold: 0.3 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, isInView])

  return isInView
}
