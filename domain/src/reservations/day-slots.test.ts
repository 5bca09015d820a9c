import { describe, expect, it } from 'vitest'
import { type BookingRules, DEFAULT_BOOKING_RULES } from './booking-rules.schema.ts'
import { coveredSlots, daySlots, rangeSlotMinutes } from './day-slots.ts'

const rules = (overrides: Partial<BookingRules>): BookingRules => ({ ...DEFAULT_BOOKING_RULES, ...overrides })
const times = (slots: { time: string }[]) => slots.map((slot) => slot.time)
const instants = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString())

describe('rangeSlotMinutes', () => {
  it('gives a slot every interval while the whole slot fits before the range closes', () => {
    expect(rangeSlotMinutes({ dia: 1, desde: '13:00', hasta: '14:30' }, 30)).toEqual([780, 810, 840])
    // 45-minute slots in 13:00–15:00: 13:00, 13:45 (14:30 would end at 15:15).
    expect(rangeSlotMinutes({ dia: 1, desde: '13:00', hasta: '15:00' }, 45)).toEqual([780, 825])
  })

  it('runs past midnight when the range closes at or before it opens', () => {
    expect(rangeSlotMinutes({ dia: 5, desde: '23:00', hasta: '00:30' }, 30)).toEqual([1380, 1410, 1440])
  })
})

describe('daySlots', () => {
  it('lists the slots of the weekday on the business clock (Bogotá, UTC−5 all year)', () => {
    const weekdays = rules({ horario: [{ dia: 3, desde: '13:00', hasta: '14:30' }] })
    // 2026-12-02 is a Wednesday; the 3rd is a Thursday.
    const slots = daySlots(weekdays, '2026-12-02', 'America/Bogota')
    expect(times(slots)).toEqual(['13:00', '13:30', '14:00'])
    expect(instants(slots)).toEqual([
      '2026-12-02T18:00:00.000Z',
      '2026-12-02T18:30:00.000Z',
      '2026-12-02T19:00:00.000Z',
    ])
    expect(daySlots(weekdays, '2026-12-03', 'America/Bogota')).toEqual([])
  })

  it('gives a range past midnight to the day it opens, its late slots on the next date', () => {
    const friday = rules({ horario: [{ dia: 5, desde: '23:00', hasta: '01:00' }] })
    // 2026-12-04 is a Friday.
    expect(times(daySlots(friday, '2026-12-04', 'America/Bogota'))).toEqual(['23:00', '23:30'])
    const saturday = daySlots(friday, '2026-12-05', 'America/Bogota')
    expect(times(saturday)).toEqual(['00:00', '00:30'])
    expect(instants(saturday)).toEqual(['2026-12-05T05:00:00.000Z', '2026-12-05T05:30:00.000Z'])
  })

  it('closes on a closed date the ranges that open that day, not the night that began the day before', () => {
    const horario = [
      { dia: 5, desde: '23:00', hasta: '01:00' },
      { dia: 6, desde: '13:00', hasta: '14:00' },
    ]
    const saturdayClosed = rules({ horario, diasCerrados: ['2026-12-05'] })
    expect(times(daySlots(saturdayClosed, '2026-12-05', 'America/Bogota'))).toEqual(['00:00', '00:30'])
    const fridayClosed = rules({ horario, diasCerrados: ['2026-12-04'] })
    expect(daySlots(fridayClosed, '2026-12-04', 'America/Bogota')).toEqual([])
    expect(times(daySlots(fridayClosed, '2026-12-05', 'America/Bogota'))).toEqual(['13:00', '13:30'])
  })

  it('offers a time once when two ranges overlap', () => {
    const overlapping = rules({
      horario: [
        { dia: 3, desde: '13:00', hasta: '14:00' },
        { dia: 3, desde: '13:30', hasta: '14:30' },
      ],
    })
    expect(times(daySlots(overlapping, '2026-12-02', 'America/Bogota'))).toEqual(['13:00', '13:30', '14:00'])
  })

  describe('across clock changes (a Sunday range 01:00–04:00)', () => {
    const night = rules({ horario: [{ dia: 7, desde: '01:00', hasta: '04:00' }] })

    it('has no slot in the hour Madrid skips on 2026-03-29 (02:00 → 03:00)', () => {
      const slots = daySlots(night, '2026-03-29', 'Europe/Madrid')
      expect(times(slots)).toEqual(['01:00', '01:30', '03:00', '03:30'])
      // 01:00 and 01:30 are CET (UTC+1), 03:00 and 03:30 CEST (UTC+2): one real hour apart is none.
      expect(instants(slots)).toEqual([
        '2026-03-29T00:00:00.000Z',
        '2026-03-29T00:30:00.000Z',
        '2026-03-29T01:00:00.000Z',
        '2026-03-29T01:30:00.000Z',
      ])
    })

    it('offers the hour Madrid repeats on 2026-10-25 (03:00 → 02:00) once, at its first pass', () => {
      const slots = daySlots(night, '2026-10-25', 'Europe/Madrid')
      expect(times(slots)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30'])
      expect(instants(slots)).toEqual([
        '2026-10-24T23:00:00.000Z',
        '2026-10-24T23:30:00.000Z',
        // 02:00 and 02:30 CEST; their second pass (01:00Z–02:00Z, CET) has no slots of its own.
        '2026-10-25T00:00:00.000Z',
        '2026-10-25T00:30:00.000Z',
        '2026-10-25T02:00:00.000Z',
        '2026-10-25T02:30:00.000Z',
      ])
    })

    it('has every slot on the same nights in Bogotá, which keeps UTC−5', () => {
      for (const date of ['2026-03-29', '2026-10-25']) {
        const slots = daySlots(night, date, 'America/Bogota')
        expect(times(slots)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30'])
        expect(instants(slots)[0]).toBe(`${date}T06:00:00.000Z`)
        expect(instants(slots)[5]).toBe(`${date}T08:30:00.000Z`)
      }
    })

    it('skips the missing hour in a Saturday range that runs into the spring-forward night', () => {
      const late = rules({ horario: [{ dia: 6, desde: '22:00', hasta: '03:00' }] })
      expect(times(daySlots(late, '2026-03-29', 'Europe/Madrid'))).toEqual([
        '00:00',
        '00:30',
        '01:00',
        '01:30',
      ])
    })
  })
})

describe('coveredSlots', () => {
  const dinner = daySlots(rules({}), '2026-12-03', 'America/Bogota')
  const at = (time: string) => new Date(`2026-12-04T${time}:00Z`)

  it('covers each slot a booking meets, from its start up to, not including, its end', () => {
    // 20:00–21:30 in Bogotá is 01:00–02:30 UTC.
    expect(times(coveredSlots(dinner, at('01:00'), at('02:30'), 30))).toEqual(['20:00', '20:30', '21:00'])
    // Off the grid, 20:15–21:45 meets four slots.
    expect(times(coveredSlots(dinner, at('01:15'), at('02:45'), 30))).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ])
  })
})
