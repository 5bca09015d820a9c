import type { Location } from 'react-router'

/** Scrolls the window to the top, smoothly unless the user asked the system for reduced motion. */
export function scrollToTop(): void {
  const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' })
}

/**
 * Scrolls `container` sideways, as little as it takes, to show all of `element`: scrollIntoView's
 * `inline: 'nearest'`, without also scrolling the page up or down to it (which would undo a restored position).
 */
export function scrollIntoViewInline(container: HTMLElement, element: HTMLElement): void {
  const bounds = container.getBoundingClientRect()
  const box = element.getBoundingClientRect()
  if (box.left < bounds.left) container.scrollLeft -= bounds.left - box.left
  else if (box.right > bounds.right)
    container.scrollLeft += Math.min(box.right - bounds.right, box.left - bounds.left)
}

/** The key the router's scroll restoration gives every page a document loads anew. */
const DOCUMENT_LOAD_KEY = 'default'

/**
 * What the router keeps a scroll position under, for the tab. An entry made by navigating in the app has a key
 * of its own; every page loaded anew (an address typed, a link from elsewhere, a reload) shares one, so a tab
 * that showed one page and then loads `/#contacto` would be put at the first page's position, not at the
 * section. Those are kept under their address instead: a reload still returns to where the reader was.
 */
export function scrollPositionKey(location: Location): string {
  if (location.key !== DOCUMENT_LOAD_KEY) return location.key
  return `${location.pathname}${location.search}${location.hash}`
}
