import { describe, expect, it } from 'vitest'
import type { Availability } from '#domain/catalogues/availability.ts'
import { i18n } from '../../lib/i18n.ts'
import {
  availabilityFieldErrors,
  dayRuns,
  describeAvailability,
  describeDateRange,
  describeDays,
  flattenErrors,
  isPastMidnight,
  toggleDay,
} from './availability-form.ts'

const spanish = { t: i18n.getFixedT('es'), language: 'es' }
const english = { t: i18n.getFixedT('en'), language: 'en' }
// Intl puts thin spaces around a range's dash: read here as plain ones.
const plain = (text: string | null) => text?.replace(/\s/g, ' ')
const hours = (change: Partial<Availability>): Availability => ({
  windows: [],
  dates: [],
  hideWhenClosed: false,
  ...change,
})

describe('toggleDay', () => {
  it('ticks a day into week order and unticks it', () => {
    expect(toggleDay([5, 1], 3)).toEqual([1, 3, 5])
    expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5])
  })
})

describe('isPastMidnight', () => {
  it('holds when the window ends before it starts, and not while a time is still empty', () => {
    expect(isPastMidnight({ dias: [5], desde: '22:00', hasta: '02:00' })).toBe(true)
    expect(isPastMidnight({ dias: [5], desde: '13:00', hasta: '16:00' })).toBe(false)
    expect(isPastMidnight({ dias: [5], desde: '22:00', hasta: '' })).toBe(false)
  })
})

describe('dayRuns', () => {
  it('joins consecutive days, and a weekend running into Monday', () => {
    expect(dayRuns([1, 2, 3, 4, 5])).toEqual([[1, 5]])
    expect(dayRuns([1, 3, 4, 7])).toEqual([
      [3, 4],
      [7, 1],
    ])
    expect(dayRuns([6, 7, 1])).toEqual([[6, 1]])
    expect(dayRuns([])).toEqual([])
  })
})

describe('describeDays', () => {
  it('writes runs of three or more as a span, pairs and single days by name', () => {
    expect(describeDays([1, 2, 3, 4, 5], spanish)).toBe('Lun–Vie')
    expect(describeDays([6, 7], spanish)).toBe('Sáb, Dom')
    expect(describeDays([1, 3, 5], spanish)).toBe('Lun, Mié, Vie')
    expect(describeDays([5, 6, 7, 1], english)).toBe('Fri–Mon')
  })

  it('says every day for all seven', () => {
    expect(describeDays([1, 2, 3, 4, 5, 6, 7], spanish)).toBe('Todos los días')
    expect(describeDays([1, 2, 3, 4, 5, 6, 7], english)).toBe('Every day')
  })
})

describe('describeDateRange', () => {
  it('writes a range in the page’s language, with a year only when it changes', () => {
    expect(plain(describeDateRange({ from: '2026-06-01', to: '2026-09-30' }, 'es'))).toBe('1 jun – 30 sept')
    expect(plain(describeDateRange({ from: '2026-06-01', to: '2026-09-30' }, 'en'))).toBe('Jun 1 – Sep 30')
    expect(plain(describeDateRange({ from: '2026-12-24', to: '2027-01-06' }, 'es'))).toBe(
      '24 dic 2026 – 6 ene 2027',
    )
    expect(plain(describeDateRange({ from: '2026-12-24', to: '2026-12-24' }, 'es'))).toBe('24 dic')
  })
})

describe('describeAvailability', () => {
  it('is null when always served', () => {
    expect(describeAvailability(hours({ hideWhenClosed: true }), spanish)).toBeNull()
  })

  it('lists each window, then each range, then that it is hidden outside them', () => {
    const lunch = hours({
      windows: [
        { dias: [1, 2, 3, 4, 5], desde: '13:00', hasta: '16:00' },
        { dias: [6, 7], desde: '12:00', hasta: '17:00' },
      ],
      dates: [{ from: '2026-06-01', to: '2026-09-30' }],
      hideWhenClosed: true,
    })
    expect(plain(describeAvailability(lunch, spanish))).toBe(
      'Lun–Vie 13:00–16:00 · Sáb, Dom 12:00–17:00 · 1 jun – 30 sept · no se muestra fuera de horario',
    )
    const breakfast = hours({ windows: [{ dias: [1, 2, 3, 4, 5, 6, 7], desde: '08:00', hasta: '12:00' }] })
    expect(describeAvailability(breakfast, english)).toBe('Every day 08:00–12:00')
  })
})

describe('flattenErrors', () => {
  it('gives each message of a form’s nested errors by its path inside the availability', () => {
    const ref = { name: 'x' }
    const nested = {
      windows: [
        { dias: { type: 'too_small', message: 'promotions.errors.windowDays', ref } },
        undefined,
        { hasta: { type: 'custom', message: 'promotions.errors.windowEmpty', ref } },
      ],
      dates: { root: { type: 'too_big', message: 'too many' }, 0: { to: { message: 'x.y' } } },
    }
    expect(flattenErrors(nested)).toEqual({
      'windows.0.dias': 'promotions.errors.windowDays',
      'windows.2.hasta': 'promotions.errors.windowEmpty',
      dates: 'too many',
      'dates.0.to': 'x.y',
    })
    expect(flattenErrors(undefined)).toEqual({})
  })
})

describe('availabilityFieldErrors', () => {
  it('keeps the server’s refusals inside the availability, with their first message', () => {
    const fields = {
      name: ['categories.dialog.nameRequired'],
      'availability.dates.0.to': ['availability.errors.rangeOrder', 'other'],
      'availability.windows.1.dias': ['promotions.errors.windowDays'],
      availabilityNote: ['x'],
    }
    expect(availabilityFieldErrors(fields)).toEqual([
      ['availability.dates.0.to', 'availability.errors.rangeOrder'],
      ['availability.windows.1.dias', 'promotions.errors.windowDays'],
    ])
    expect(availabilityFieldErrors(undefined)).toEqual([])
  })
})
