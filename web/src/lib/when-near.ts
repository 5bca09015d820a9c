/** How far ahead of the viewport a deferred part of a page starts loading, in CSS pixels. */
const AHEAD_PX = 800

/**
 * Resolves once the element with this id comes within 800 px of the viewport, or something inside it takes
 * the focus (a keyboard user tabbing to it). At once where there is nothing to wait for: rendering on the
 * server, no such element (a page rendered in the browser from scratch), no IntersectionObserver.
 *
 * Lets a page's lower parts load their code when a reader heads for them rather than while the page starts:
 * on a slow phone the landing's first seconds go to what the first screen shows
 * (docs/decisions/018-landing-rendered-at-build-time.md).
 */
export function whenNear(elementId: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  const element = document.getElementById(elementId)
  if (!element) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: `${AHEAD_PX}px 0px` },
    )
    function done() {
      observer.disconnect()
      element?.removeEventListener('focusin', done)
      resolve()
    }
    observer.observe(element)
    element.addEventListener('focusin', done)
  })
}
