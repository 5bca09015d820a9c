import { wordIntervalMs, wordSeparator } from '../../features/landing/content/hero-words.ts'

/**
 * Alternates the hero title's word (Menú, Catálogo) every 5 s, as the app's RotatingTitle does: the static
 * landing's own few lines instead of React. The word's span is replaced by a copy, so that its fade (where
 * the system allows motion) plays again. The title and its words are looked up on every tick: switching the
 * language in place (switch-language-in-place.ts) puts another title, with other words, where this one was.
 */
export function startRotatingWord(root: ParentNode): void {
  const wordsOf = (title: HTMLElement | null) => title?.dataset.words?.split(wordSeparator) ?? []
  if (wordsOf(root.querySelector<HTMLElement>('[data-words]')).length < 2) return
  setInterval(() => {
    const title = root.querySelector<HTMLElement>('[data-words]')
    const words = wordsOf(title)
    const word = title?.querySelector('[data-rotating-word]')
    if (!word || words.length < 2) return
    // The word after the one shown (a title put in just now shows its first word).
    const index = (words.indexOf(word.textContent ?? '') + 1) % words.length
    const next = word.cloneNode() as HTMLElement
    next.textContent = words[index] ?? ''
    word.replaceWith(next)
  }, wordIntervalMs)
}
