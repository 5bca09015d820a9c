import { countUpValue } from '../../features/landing/content/count-up-value.ts'
import { formatFigure } from '../../features/landing/content/format-figure.ts'

/**
 * The landing's counters count up from 0 once they scroll into view, as the app's StatsBand does. The page
 * arrives with the final figures (read so without JavaScript); under reduced motion they stay as they are.
 */
export function startCounters(root: ParentNode): void {
  const figures = [...root.querySelectorAll<HTMLElement>('[data-count-to]')]
  const isReducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches
  if (figures.length === 0 || isReducedMotion || typeof IntersectionObserver === 'undefined') return
  const language = document.documentElement.lang
  const show = (figure: HTMLElement, value: number) => {
    figure.textContent = formatFigure(value, language)
  }
  for (const figure of figures) show(figure, 0)
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    let start: number | undefined
    requestAnimationFrame(function step(now) {
      start ??= now
      let isDone = true
      for (const figure of figures) {
        const target = Number(figure.dataset.countTo)
        const value = countUpValue(target, now - start)
        show(figure, value)
        if (value < target) isDone = false
      }
      if (!isDone) requestAnimationFrame(step)
    })
  })
  observer.observe(figures[0]?.closest('dl') ?? figures[0]!)
}
