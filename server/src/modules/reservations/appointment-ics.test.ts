import { describe, expect, it } from 'vitest'
import { appointmentIcs } from './appointment-ics.ts'

const event = {
  uid: 'a1@vitrina',
  timeZone: 'Europe/Madrid',
  summary: 'Reserva: Casa Pepe; terraza, 2',
  description: 'https://vitrina.example/m/casa-pepe/reservar',
  url: 'https://vitrina.example/m/casa-pepe/reservar',
  status: 'CONFIRMED' as const,
  sequence: 0,
  now: new Date('2027-03-01T10:00:00Z'),
}

describe('the booking calendar file', () => {
  it('writes the start and end on the business clock with its TZID and VTIMEZONE, on both sides of a clock change', () => {
    // Madrid moves from UTC+1 to UTC+2 on 2027-03-28: 20:00 local is 19:00Z before and 18:00Z after.
    const before = appointmentIcs({
      ...event,
      start: new Date('2027-03-27T19:00:00Z'),
      end: new Date('2027-03-27T20:30:00Z'),
    })
    const after = appointmentIcs({
      ...event,
      start: new Date('2027-03-28T18:00:00Z'),
      end: new Date('2027-03-28T19:30:00Z'),
    })
    expect(before).toContain('DTSTART;TZID=Europe/Madrid:20270327T200000\r\n')
    expect(before).toContain('DTEND;TZID=Europe/Madrid:20270327T213000\r\n')
    expect(after).toContain('DTSTART;TZID=Europe/Madrid:20270328T200000\r\n')
    expect(after).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Europe\/Madrid\r\n[\s\S]*TZOFFSETTO:\+0200[\s\S]*END:VTIMEZONE/,
    )
    expect(after).toContain('METHOD:PUBLISH\r\n')
    expect(after).toContain('DTSTAMP:20270301T100000Z\r\n')
  })

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const ics = appointmentIcs({
      ...event,
      summary: `Reserva: ${'Ñandú '.repeat(20)}`,
      start: new Date('2027-01-10T12:00:00Z'),
      end: new Date('2027-01-10T13:00:00Z'),
    })
    expect(ics).toContain('DESCRIPTION:https://vitrina.example/m/casa-pepe/reservar')
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain(`SUMMARY:Reserva: ${'Ñandú '.repeat(20)}`)
    expect(appointmentIcs({ ...event, start: new Date(), end: new Date() })).toContain(
      'SUMMARY:Reserva: Casa Pepe\\; terraza\\, 2',
    )
  })
})
