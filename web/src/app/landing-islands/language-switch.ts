import { type Language, rememberLanguage } from '../../lib/language-preference.ts'
import { whenIslandsSettled } from './start-islands.ts'

let isSwitching = false

/** The page loaded again in `language`, which the server answers from the cookie (or the address). */
function reloadIn(language: Language): void {
  rememberLanguage(language)
  window.location.reload()
}

async function switchLanguage(toggle: HTMLElement): Promise<void> {
  const next: Language = document.documentElement.lang === 'en' ? 'es' : 'en'
  await whenIslandsSettled()
  // Nothing a visitor started (a menu being read, a message typed, the chat open) would be lost: a reload is
  // the cheapest switch.
  if (!document.querySelector('[data-island-live]')) return reloadIn(next)
  try {
    const { switchLanguageInPlace } = await import('./switch-language-in-place.ts')
    const root = await switchLanguageInPlace(next, toggle)
    startLanguageSwitch(root)
  } catch (error) {
    // The other language's page could not be had (offline, say): the page stays as it is, with the visitor's
    // work in it, rather than reload into an error page or lose that work; the toggle can be pressed again.
    reportError(error)
  }
}

/**
 * The header's language toggle on the static landing: the choice is remembered (cookie, device, the
 * address's `lang`) and the page is loaded again, which the server answers in that language; or, once an
 * island is live, the page switches in place so that the visitor's work in it stays.
 */
export function startLanguageSwitch(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-language-toggle]')) {
    toggle.addEventListener('click', () => {
      if (isSwitching) return
      isSwitching = true
      void switchLanguage(toggle).finally(() => {
        isSwitching = false
      })
    })
  }
}
