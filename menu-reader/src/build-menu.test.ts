import { describe, expect, it } from 'vitest'
import { cleanName } from './build-menu.ts'

describe('cleanName', () => {
  it('drops what a leader or a list leaves after a name, not an abbreviation’s dot', () => {
    expect(cleanName('Patatas Asadas.')).toBe('Patatas Asadas')
    expect(cleanName('TOMATE .')).toBe('TOMATE')
    expect(cleanName('Croquetas,')).toBe('Croquetas')
    expect(cleanName('Toro joven(')).toBe('Toro joven')
    expect(cleanName('Remojón de bacalao (')).toBe('Remojón de bacalao')
    expect(cleanName('Gildas (3 uds.)')).toBe('Gildas (3 uds.)')
    expect(cleanName('Café c/ leche esp.')).toBe('Café c/ leche esp.')
  })
})
