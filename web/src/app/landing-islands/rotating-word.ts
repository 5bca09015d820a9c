import { wordIntervalMs, wordSeparator } from '../../features/landing/content/hero-words.ts'

/**
 * Alternates the hero title's word (Menú, Catálogo) every 5 s, as the app's RotatingTitle does: the static
 * landing's own few lines instead of React. The word's span is replaced by a copy, so that its fade (where
 * the system allows motion) plays again.
 */
export function startRotatingWord(root: ParentNode): void {
  const title = root.querySelector<HTMLElement>('[data-words]')
  const words = title?.dataset.words?.split(wordSeparator) ?? []
  if (!title || words.length < 2) return
  let index = 0
  setInterval(() => {
    const word = title.querySelector('[data-rotating-word]')
    if (!word) return
    index = (index + 1) % words.length
    const next = word.cloneNode() as HTMLElement
    next.textContent = words[index] ?? ''
    word.replaceWith(next)
  }, wordIntervalMs)
}
