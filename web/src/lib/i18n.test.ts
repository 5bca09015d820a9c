import { describe, expect, it } from 'vitest'
import { en, es } from '../locales/messages.ts'
import { i18n, toggleLanguage } from './i18n.ts'
import { languageStorageKey } from './language-preference.ts'

/** Every leaf of a locale file as [dotted key, text]. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]]
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
}

describe('locales', () => {
  it('have the same keys in Spanish and English', () => {
    const keys = (messages: unknown) =>
      flatten(messages)
        .map(([key]) => key)
        .sort()
    expect(keys(en)).toEqual(keys(es))
  })

  it('have a non-empty text for every key', () => {
    const blank = [...flatten(es), ...flatten(en)].filter(
      ([, text]) => typeof text !== 'string' || !text.trim(),
    )
    expect(blank).toEqual([])
  })
})

describe('toggleLanguage', () => {
  it('starts in Spanish and switches between Spanish and English, remembering the choice', async () => {
    expect(i18n.language).toBe('es')
    expect(document.documentElement.lang).toBe('es')

    await toggleLanguage()
    expect(i18n.language).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(languageStorageKey)).toBe('en')

    await toggleLanguage()
    expect(i18n.language).toBe('es')
    expect(localStorage.getItem(languageStorageKey)).toBe('es')
  })
})
