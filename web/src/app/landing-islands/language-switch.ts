import { rememberLanguage } from '../../lib/language-preference.ts'

/**
 * The header's language toggle on the static landing: the choice is remembered (cookie, device, the
 * address's `lang`) and the page is loaded again, which the server answers in that language.
 */
export function startLanguageSwitch(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-language-toggle]')) {
    toggle.addEventListener('click', () => {
      rememberLanguage(document.documentElement.lang === 'en' ? 'es' : 'en')
      window.location.reload()
    })
  }
}
