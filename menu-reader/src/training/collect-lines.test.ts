import { describe, expect, it } from 'vitest'
import { familyOf } from './collect-lines.ts'

describe('familyOf', () => {
  it('names a real page "real", a generated one its family', () => {
    expect(familyOf({ file: 'es_casa_carta_p1.pdf', source: 'casa/carta' })).toBe('real')
    expect(familyOf({ file: 'menu-001-text.pdf', family: 'board' })).toBe('board')
    expect(familyOf({ file: 'sized-001-text.pdf' })).toBe('gen1-sized')
  })
})
