import { describe, expect, it } from 'vitest'
import { pickLanguage } from './language.ts'

describe('pickLanguage', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['es-CO,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,en;q=0.5,es;q=0.4', 'en'],
    ['de-DE', 'es'],
    ['es;q=0.2,en;q=0.9', 'en'],
    ['en;q=0', 'es'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected)
  })
})
