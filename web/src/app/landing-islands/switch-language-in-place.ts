// The language toggle's switch once a visitor has started using an island (docs/decisions/067-a-static-landing-with-islands.md):
// a reload would lose their work (a menu being read, a message typed, the chat), so the landing's static
// markup is replaced by the other language's, around the live islands' own elements, which are moved over
// with their React roots inside and re-rendered in the new language. Loaded only when needed: it brings i18n.
import { i18n, loadLanguage } from '../../lib/i18n.ts'
import { type Language, rememberLanguage } from '../../lib/language-preference.ts'
import { startCounters } from './count-up.ts'
import { startIslands, whenIslandsSettled } from './start-islands.ts'

/** The head's tags that say the page's language: its description, address and Open Graph. */
const LANGUAGE_HEAD_TAGS = 'meta[name="description"], link[rel="canonical"], meta[property^="og:"]'

const LANGUAGE_TOGGLE = '[data-language-toggle]'

/** The landing as the server renders it in `language`, checked to be that. */
async function fetchLanding(language: Language): Promise<Document> {
  const response = await fetch(`/?lang=${language}`, { headers: { accept: 'text/html' } })
  if (!response.ok) throw new Error(`the landing in ${language} answered ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  if (page.getElementById('root')?.dataset.prerendered !== language) {
    throw new Error(`the landing in ${language} has no markup rendered in it`)
  }
  return page
}

const headTagKey = (tag: Element) =>
  `${tag.getAttribute('name')}|${tag.getAttribute('property')}|${tag.getAttribute('rel')}`

function replaceHead(fresh: Document): void {
  document.title = fresh.title
  const current = new Map(
    [...document.head.querySelectorAll(LANGUAGE_HEAD_TAGS)].map((tag) => [headTagKey(tag), tag]),
  )
  for (const tag of fresh.head.querySelectorAll(LANGUAGE_HEAD_TAGS)) {
    current.get(headTagKey(tag))?.replaceWith(document.importNode(tag, true))
  }
}

/**
 * `root` given the markup of `freshRoot`, each live island's element (`data-island-live`) taking the place of
 * that island's static markup there: moving the element keeps its React root working.
 */
function replaceMarkup(root: HTMLElement, freshRoot: HTMLElement): void {
  const markup = document.importNode(freshRoot, true)
  for (const live of root.querySelectorAll<HTMLElement>('[data-island][data-island-live]')) {
    markup.querySelector(`[data-island="${live.dataset.island}"]`)?.replaceWith(live)
  }
  root.replaceChildren(...markup.childNodes)
  root.dataset.prerendered = freshRoot.dataset.prerendered
}

/**
 * Switches the landing to `language` without loading the page again. `toggle` (the button pressed) has its
 * counterpart in the new markup focused. Answers the new markup's root, for its toggle to be started.
 * Throws, with the page unchanged, when the other language's landing cannot be had.
 */
export async function switchLanguageInPlace(language: Language, toggle: HTMLElement): Promise<HTMLElement> {
  const root = document.getElementById('root')
  if (!root) throw new Error('the landing has no #root')
  const [fresh] = await Promise.all([fetchLanding(language), loadLanguage(language)])
  // An island reached for while the page was on its way is mounted in the language it started in first.
  await whenIslandsSettled()
  const freshRoot = fresh.getElementById('root') as HTMLElement
  const togglePlace = [...root.querySelectorAll(LANGUAGE_TOGGLE)].indexOf(toggle)
  const { scrollX, scrollY } = window

  // All in one task: the islands re-render in the new language as the markup around them changes.
  rememberLanguage(language)
  const changed = i18n.changeLanguage(language)
  replaceMarkup(root, freshRoot)
  replaceHead(fresh)
  window.scrollTo(scrollX, scrollY)
  root.querySelectorAll<HTMLElement>(LANGUAGE_TOGGLE)[togglePlace]?.focus({ preventScroll: true })
  startCounters(root)
  startIslands(root)
  await changed
  return root
}
