// The static landing's only script before a visitor does anything (docs/decisions/067-a-static-landing-with-islands.md):
// the language toggle, the hero's alternating word and the counters in a few lines of its own, and the
// islands (upload widget, contact form, chat) loaded when they are needed.
import { startCounters } from './count-up.ts'
import { startLanguageSwitch } from './language-switch.ts'
import { startRotatingWord } from './rotating-word.ts'
import { scrollToAddressSection, settleLanguage } from './settle-language.ts'
import { startIslands } from './start-islands.ts'

if (!settleLanguage()) {
  scrollToAddressSection()
  startLanguageSwitch(document)
  startRotatingWord(document)
  startCounters(document)
  startIslands(document)
}
