import { describe, expect, it } from 'vitest'
import { filterAppointments, groupByDate } from './appointment-filters.ts'
import { buildAppointment } from './testing/fake-reservations.ts'

const maria = buildAppointment({ id: 'a', date: '2026-03-10', time: '21:00', client: 'María Gómez' })
const pedro = buildAppointment({
  id: 'b',
  date: '2026-03-10',
  time: '13:30',
  client: 'Pedro',
  status: 'pending',
})
const ana = buildAppointment({
  id: 'c',
  date: '2026-03-09',
  time: '20:00',
  client: 'Ana',
  status: 'cancelled',
})

describe('The filter panel', () => {
  it('lets every status through under "all", and only the chosen one otherwise', () => {
    const all = [maria, pedro, ana]
    expect(filterAppointments(all, { status: 'all', search: '' })).toHaveLength(3)
    expect(filterAppointments(all, { status: 'pending', search: '' })).toEqual([pedro])
    expect(filterAppointments(all, { status: 'confirmed', search: '' })).toEqual([maria])
  })

  it('searches the client’s name without case or accents', () => {
    expect(filterAppointments([maria, pedro], { status: 'all', search: ' MARIA ' })).toEqual([maria])
    expect(filterAppointments([maria, pedro], { status: 'pending', search: 'maría' })).toEqual([])
  })

  it('groups by date in time order', () => {
    expect(
      [...groupByDate([maria, ana, pedro])].map(([date, list]) => [date, list.map((a) => a.id)]),
    ).toEqual([
      ['2026-03-09', ['c']],
      ['2026-03-10', ['b', 'a']],
    ])
  })
})
