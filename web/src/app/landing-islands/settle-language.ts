import {
  isLanguage,
  languageCookieName,
  readChosenLanguage,
  rememberLanguage,
} from '../../lib/language-preference.ts'

/** Set just before the reload below, read (and cleared) by the page it brings. */
const RELOADED_FOR_LANGUAGE = 'landing-reloaded-for-language'

function isJustReloaded(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_FOR_LANGUAGE) !== null
  } catch {
    return false
  }
}

/**
 * The server chose the page's language from the address or the cookie; a choice this device remembers
 * without the cookie (cleared, or kept from before the cookie existed) is given back to the server, and the
 * page loaded again in it, once. Returns whether it is being loaded again.
 */
export function settleLanguage(): boolean {
  const shown = document.documentElement.lang
  const chosen = readChosenLanguage(isLanguage) ?? shown
  if (chosen === shown) {
    rememberLanguage(shown)
    return false
  }
  // A page that comes back from that reload still in the other language stays as it is: the server could
  // not be told (another `lang` cookie of the domain read first, say), and reloading again would never end.
  if (isJustReloaded()) return false
  rememberLanguage(chosen)
  const isTold = document.cookie.split('; ').includes(`${languageCookieName}=${chosen}`)
  if (!isTold) {
    // Cookies blocked: the page stays in the language it is written in, and says so.
    document.documentElement.lang = shown
    return false
  }
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

/** The section an address names (`#contacto`), if it names one that decodes. */
function addressSectionId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return ''
  }
}

/** After the reload above, the section the address names is scrolled to, as the first load did. */
export function scrollToAddressSection(): void {
  if (!isJustReloaded()) return
  try {
    sessionStorage.removeItem(RELOADED_FOR_LANGUAGE)
  } catch {
    return
  }
  const id = addressSectionId()
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
