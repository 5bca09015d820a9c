import { describe, expect, it } from 'vitest'
import { promotionStatus, startsLater } from './promotion-status.ts'

const end = '2026-12-31T23:00:00.000Z'
const second = 1000

describe('promotionStatus', () => {
  it('follows the switch while the end is ahead', () => {
    const before = new Date(Date.parse(end) - second)
    expect(promotionStatus({ activo: true, fechaFin: end }, before)).toBe('Activa')
    expect(promotionStatus({ activo: false, fechaFin: end }, before)).toBe('Inactiva')
  })

  it('is Finalizada from the end on, whatever the switch says', () => {
    expect(promotionStatus({ activo: true, fechaFin: end }, new Date(end))).toBe('Finalizada')
    expect(promotionStatus({ activo: false, fechaFin: end }, new Date(Date.parse(end) + second))).toBe(
      'Finalizada',
    )
  })

  it('never ends without an end date', () => {
    expect(promotionStatus({ activo: true, fechaFin: null }, new Date('2099-01-01T00:00:00Z'))).toBe('Activa')
  })
})

describe('startsLater', () => {
  it('is true only while the start is ahead', () => {
    const start = '2026-12-01T12:00:00.000Z'
    expect(startsLater({ fechaInicio: start }, new Date(Date.parse(start) - second))).toBe(true)
    expect(startsLater({ fechaInicio: start }, new Date(start))).toBe(false)
    expect(startsLater({ fechaInicio: null }, new Date(start))).toBe(false)
  })
})
