import { describe, expect, it } from 'vitest'
import { scoreRestaurantName } from './score-name.ts'

describe('scoreRestaurantName', () => {
  it('counts a name read in another case or with a slip as read', () => {
    expect(scoreRestaurantName('EL TRASTERO', 'El Trastero')).toBe(true)
    expect(scoreRestaurantName('Casa Isabel', 'Casa lsabel')).toBe(true)
  })

  it('counts a name missed or read as something else as not read', () => {
    expect(scoreRestaurantName('EL TRASTERO', '')).toBe(false)
    expect(scoreRestaurantName('EL TRASTERO', 'ENTRANTES')).toBe(false)
  })

  it('does not score a page that prints no name', () => {
    expect(scoreRestaurantName('', 'ENTRANTES')).toBeNull()
    expect(scoreRestaurantName('  ', '')).toBeNull()
  })
})
