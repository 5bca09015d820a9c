import { describe, expect, it } from 'vitest'
import { freeSlots, nearestFreeSlots } from './free-slots.ts'

const at = (time: string) => new Date(`2026-12-03T${time}:00Z`)
const slot = (time: string) => ({ date: '2026-12-03', time, start: at(time) })
const free = (time: string, left = 1) => ({ time, start: at(time).toISOString(), left })

describe('freeSlots', () => {
  const slots = ['20:00', '20:30', '21:00', '21:30', '22:00'].map(slot)
  // 18 of 20 covers taken 20:00–21:30.
  const occupants = [{ start: at('20:00'), end: at('21:30'), size: 18 }]

  it('keeps the slots with room for the party for the whole stay, with the room left', () => {
    const need = { durationMinutes: 90, capacity: 20 }
    expect(freeSlots(slots, occupants, { ...need, room: 2 })).toEqual([
      free('20:00', 2),
      free('20:30', 2),
      free('21:00', 2),
      free('21:30', 20),
      free('22:00', 20),
    ])
    expect(freeSlots(slots, occupants, { ...need, room: 3 }).map((s) => s.time)).toEqual(['21:30', '22:00'])
  })

  it('looks at the stay, not only the start: 19:30 for 90 minutes reaches the 20:00 booking', () => {
    expect(freeSlots([slot('19:30')], occupants, { durationMinutes: 90, capacity: 20, room: 3 })).toEqual([])
    expect(freeSlots([slot('19:30')], occupants, { durationMinutes: 30, capacity: 20, room: 3 })).toEqual([
      free('19:30', 20),
    ])
  })
})

describe('nearestFreeSlots', () => {
  const candidates = ['18:00', '19:00', '20:30', '22:00', '23:00'].map((time) => free(time))

  it('answers the nearest ones in time order, the earlier of two as near first', () => {
    // From 20:00: 20:30 and 19:00, then 18:00 and 22:00 both two hours away: the earlier wins.
    expect(nearestFreeSlots(candidates, at('20:00')).map((s) => s.time)).toEqual(['18:00', '19:00', '20:30'])
    expect(nearestFreeSlots(candidates, at('21:15'), 2).map((s) => s.time)).toEqual(['20:30', '22:00'])
    expect(nearestFreeSlots([], at('20:00'))).toEqual([])
  })
})
