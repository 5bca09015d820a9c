// The static landing's only script before a visitor does anything (docs/decisions/067-a-static-landing-with-islands.md):
// the language toggle, the hero's alternating word and the counters in a few lines of its own, and the
// islands (upload widget, contact form, chat) loaded when they are needed.
import {
  isLanguage,
  languageCookieName,
  readChosenLanguage,
  rememberLanguage,
} from '../../lib/language-preference.ts'
import { startCounters } from './count-up.ts'
import { startLanguageSwitch } from './language-switch.ts'
import { startRotatingWord } from './rotating-word.ts'
import { startIslands } from './start-islands.ts'

/**
 * The server chose the page's language from the address or the cookie; a choice this device remembers
 * without the cookie (cleared, or kept from before the cookie existed) is given back to the server, and the
 * page loaded again in it. Returns whether it is being loaded again.
 */
function settleLanguage(): boolean {
  const shown = document.documentElement.lang
  const chosen = readChosenLanguage(isLanguage) ?? shown
  rememberLanguage(chosen)
  // Where cookies are blocked the server cannot be told: the page stays as it is rather than reload forever.
  const isTold = document.cookie.split('; ').includes(`${languageCookieName}=${chosen}`)
  if (chosen === shown || !isTold) return false
  window.location.reload()
  return true
}

if (!settleLanguage()) {
  startLanguageSwitch(document)
  startRotatingWord(document)
  startCounters(document)
  startIslands(document)
}
