import { describe, expect, it } from 'vitest'
import { clientSearchText, foldText, searchTermOf } from './client-search.ts'

describe('client search', () => {
  it('folds accents, case and spaces', () => {
    expect(foldText('  ÁLVAREZ   Núñez ')).toBe('alvarez nunez')
    expect(foldText('Curaçao')).toBe('curacao')
  })

  it('reads digits as a phone and anything else as folded text', () => {
    expect(searchTermOf('munoz')).toEqual({ kind: 'text', value: 'munoz' })
    expect(searchTermOf('MUÑOZ')).toEqual({ kind: 'text', value: 'munoz' })
    expect(searchTermOf('300 123-45')).toEqual({ kind: 'digits', value: '30012345' })
    expect(searchTermOf('+57 (300)')).toEqual({ kind: 'digits', value: '57300' })
    expect(searchTermOf('12')).toEqual({ kind: 'text', value: '12' })
    expect(searchTermOf('ana@correo.co')).toEqual({ kind: 'text', value: 'ana@correo.co' })
    expect(searchTermOf('   ')).toBeNull()
  })

  it("holds the folded name and e-mail and the phone's digits with and without prefix", () => {
    const text = clientSearchText({
      nombreCompleto: 'José Muñoz',
      email: 'Jose@Correo.CO',
      phoneKey: '573001234567',
      telefono: '300 123 4567',
    })
    expect(text).toBe('jose munoz jose@correo.co 573001234567 3001234567')
    expect(text).toContain(searchTermOf('munoz')?.value)
    expect(text).toContain(searchTermOf('300 123 4567')?.value)
  })
})
