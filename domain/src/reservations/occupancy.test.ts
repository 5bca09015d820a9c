import { describe, expect, it } from 'vitest'
import { occupancyAt, occupantSize, peakOccupancy, roomLeft } from './occupancy.ts'

const at = (time: string) => new Date(`2026-12-03T${time}:00Z`)
const booking = (from: string, to: string, size: number) => ({ start: at(from), end: at(to), size })

describe('occupancy', () => {
  // A party of 4 at 20:00 for 90 minutes and a party of 2 at 21:00 for 90 minutes.
  const occupants = [booking('20:00', '21:30', 4), booking('21:00', '22:30', 2)]

  it('counts a booking from its start up to, not including, its end', () => {
    expect(occupancyAt(occupants, at('19:59'))).toBe(0)
    expect(occupancyAt(occupants, at('20:00'))).toBe(4)
    expect(occupancyAt(occupants, at('21:00'))).toBe(6)
    expect(occupancyAt(occupants, at('21:30'))).toBe(2)
    expect(occupancyAt(occupants, at('22:30'))).toBe(0)
  })

  it('finds the peak inside an interval at a booking that starts within it', () => {
    // 20:30–22:00 starts with 4 taken and reaches 6 at 21:00.
    expect(peakOccupancy(occupants, at('20:30'), at('22:00'))).toBe(6)
    // 21:30–23:00 starts after the first booking ends.
    expect(peakOccupancy(occupants, at('21:30'), at('23:00'))).toBe(2)
    // A booking starting exactly at the interval's end does not count.
    expect(peakOccupancy(occupants, at('19:00'), at('20:00'))).toBe(0)
  })

  it('answers the room left for a new booking, never below zero', () => {
    expect(roomLeft(occupants, at('20:30'), at('22:00'), 10)).toBe(4)
    expect(roomLeft(occupants, at('20:30'), at('22:00'), 5)).toBe(0)
    expect(roomLeft([], at('20:30'), at('22:00'), 5)).toBe(5)
  })

  it('takes a party for a restaurant and one place for a service', () => {
    expect(occupantSize('mesas', 6)).toBe(6)
    expect(occupantSize('servicios', 6)).toBe(1)
  })
})
