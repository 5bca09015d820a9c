/** Scrolls the window to the top, smoothly unless the user asked the system for reduced motion. */
export function scrollToTop(): void {
  const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' })
}
