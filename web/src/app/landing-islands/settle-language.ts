import {
  isLanguage,
  languageCookieName,
  readChosenLanguage,
  rememberLanguage,
} from '../../lib/language-preference.ts'

/**
 * The server chose the page's language from the address or the cookie; a choice this device remembers
 * without the cookie (cleared, or kept from before the cookie existed) is given back to the server, and the
 * page loaded again in it. Returns whether it is being loaded again.
 */
export function settleLanguage(): boolean {
  const shown = document.documentElement.lang
  const chosen = readChosenLanguage(isLanguage) ?? shown
  rememberLanguage(chosen)
  // Where cookies are blocked the server cannot be told: the page stays as it is rather than reload forever.
  const isTold = document.cookie.split('; ').includes(`${languageCookieName}=${chosen}`)
  if (chosen === shown || !isTold) return false
  // A reload this early would put the page back at the top (where it was), not at the section the address
  // names (`/#contacto`): the browser is told not to, and the section is scrolled to after the reload.
  window.history.scrollRestoration = 'manual'
  try {
    sessionStorage.setItem(RELOADED_FOR_LANGUAGE, '1')
  } catch {
    // Without storage the page comes back at the top: still in the right language.
  }
  window.location.reload()
  return true
}

const RELOADED_FOR_LANGUAGE = 'landing-reloaded-for-language'

/** After the reload above, the section the address names is scrolled to, as the first load did. */
export function scrollToAddressSection(): void {
  try {
    if (!sessionStorage.getItem(RELOADED_FOR_LANGUAGE)) return
    sessionStorage.removeItem(RELOADED_FOR_LANGUAGE)
  } catch {
    return
  }
  const id = decodeURIComponent(window.location.hash.slice(1))
  // Once the page has loaded: before, the browser's own settling of the reloaded page undoes a scroll.
  window.addEventListener(
    'load',
    () => {
      if (id) document.getElementById(id)?.scrollIntoView()
      // Handed back to the browser after its own settling, which would otherwise restore the top.
      setTimeout(() => {
        window.history.scrollRestoration = 'auto'
      })
    },
    { once: true },
  )
}
