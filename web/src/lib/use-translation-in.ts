import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n, type Language, loadLanguage } from './i18n.ts'

const isLoaded = (language: Language) => i18n.hasResourceBundle(language, 'translation')

/**
 * `t` in `language` whatever the app speaks: a catalogue's preview is in the catalogue's language. The app
 * downloads only the language it shows, so the other one's messages are fetched first; until they arrive the
 * app's own language stands in, rather than raw keys.
 */
export function useTranslationIn(language: Language) {
  const inLanguage = useTranslation(undefined, { lng: language })
  const inApp = useTranslation()
  const [hasMessages, setHasMessages] = useState(() => isLoaded(language))
  useEffect(() => {
    if (isLoaded(language)) {
      setHasMessages(true)
      return
    }
    let isCurrent = true
    setHasMessages(false)
    loadLanguage(language).then(() => {
      if (isCurrent) setHasMessages(true)
    })
    return () => {
      isCurrent = false
    }
  }, [language])
  return hasMessages ? inLanguage : inApp
}
