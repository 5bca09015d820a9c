import { describe, expect, it } from 'vitest'
import {
  describeTimeZone,
  filterTimeZoneOptions,
  listTimeZoneOptions,
  offsetMinutesOf,
} from './time-zone-options.ts'

const winter = new Date('2026-01-15T12:00:00Z')
const summer = new Date('2026-07-15T12:00:00Z')

describe('describeTimeZone', () => {
  it('names a zone by its place and its offset now', () => {
    const bogota = describeTimeZone('America/Bogota', 'es', winter)
    expect(bogota).toMatchObject({
      city: 'Bogota',
      offset: 'GMT-05:00',
      shortOffset: 'GMT-5',
      offsetMinutes: -300,
    })
    expect(describeTimeZone('America/Argentina/Buenos_Aires', 'en', winter).city).toBe('Buenos Aires')
  })

  it('follows daylight saving time', () => {
    expect(describeTimeZone('Europe/Madrid', 'es', winter).offset).toBe('GMT+01:00')
    expect(describeTimeZone('Europe/Madrid', 'es', summer).offset).toBe('GMT+02:00')
  })
})

describe('offsetMinutesOf', () => {
  it('reads hours and minutes either side of UTC', () => {
    expect(offsetMinutesOf('GMT')).toBe(0)
    expect(offsetMinutesOf('GMT+05:30')).toBe(330)
    expect(offsetMinutesOf('GMT-03:00')).toBe(-180)
  })
})

describe('filterTimeZoneOptions', () => {
  const options = listTimeZoneOptions('es', winter)

  it('lists every zone from west to east', () => {
    expect(options.length).toBeGreaterThan(300)
    const minutes = options.map((option) => option.offsetMinutes)
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b))
    expect(options.map((option) => option.zone)).toContain('UTC')
  })

  it('finds a zone by part of its place, accents or not, by region and place, or by offset', () => {
    const zones = (query: string) => filterTimeZoneOptions(options, query).map((option) => option.zone)
    expect(zones('bogo')).toEqual(['America/Bogota'])
    expect(zones('Bogotá')).toEqual(['America/Bogota'])
    expect(zones('america/bog')).toEqual(['America/Bogota'])
    // The browser's list names Buenos Aires and Kolkata by their canonical or their older names.
    expect(zones('buenos aires').some((zone) => zone.endsWith('Buenos_Aires'))).toBe(true)
    expect(filterTimeZoneOptions(options, 'gmt+05:30').map((option) => option.offsetMinutes)).toContain(330)
    // As the placeholder suggests, the short way of writing an offset finds it too.
    expect(filterTimeZoneOptions(options, 'gmt+5:30').map((option) => option.offsetMinutes)).toContain(330)
    expect(zones('gmt-5')).toContain('America/Bogota')
    expect(zones('gmt-5')).not.toContain('America/Sao_Paulo')
  })

  it('keeps every zone for an empty search and none for nonsense', () => {
    expect(filterTimeZoneOptions(options, '  ')).toHaveLength(options.length)
    expect(filterTimeZoneOptions(options, 'zzqx')).toEqual([])
  })
})
