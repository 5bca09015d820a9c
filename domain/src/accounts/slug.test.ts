import { describe, expect, it } from 'vitest'
import { toSlug } from './slug.ts'

describe('toSlug', () => {
  it('makes a URL slug of a business name', () => {
    expect(toSlug('Café de la Plaza')).toBe('cafe-de-la-plaza')
    expect(toSlug('  El Niño & Co. ')).toBe('el-nino-co')
  })

  it('is never empty and never too long', () => {
    expect(toSlug('¡¡!!')).toBe('negocio')
    expect(toSlug(`${'a'.repeat(30)} ${'b'.repeat(30)}`).length).toBeLessThanOrEqual(48)
    expect(toSlug(`${'a'.repeat(47)} b`)).toBe('a'.repeat(47))
  })
})
