import { describe, expect, it } from 'vitest'
import { readListQuery, shownRange, toggleSort, withSearch, writeListQuery } from './client-list-params.ts'

const start = { q: '', sort: 'nombreCompleto', dir: 'asc', page: 1 } as const

describe('the list state in the address', () => {
  it('reads the defaults from an empty address and writes them back as nothing', () => {
    expect(readListQuery(new URLSearchParams())).toEqual(start)
    expect(writeListQuery(start).toString()).toBe('')
  })

  it('round-trips a search, a sort and a page', () => {
    const query = { q: 'muñoz', sort: 'ultimaVisita', dir: 'desc', page: 3 } as const
    const params = writeListQuery(query)
    expect(params.toString()).toBe('q=mu%C3%B1oz&sort=ultimaVisita&dir=desc&page=3')
    expect(readListQuery(params)).toEqual(query)
  })

  it('drops only the values the server would refuse, keeping the others', () => {
    const params = new URLSearchParams('q=ana&sort=telefono&dir=sideways&page=-2')
    expect(readListQuery(params)).toEqual({ ...start, q: 'ana' })
    expect(readListQuery(new URLSearchParams('page=2.5&sort=pais'))).toEqual({ ...start, sort: 'pais' })
  })
})

describe('toggleSort', () => {
  it('flips the sorted column and starts another ascending, back on page 1', () => {
    const onPage3 = { ...start, page: 3 }
    const descending = toggleSort(onPage3, 'nombreCompleto')
    expect(descending).toEqual({ ...start, dir: 'desc' })
    expect(toggleSort(descending, 'nombreCompleto')).toEqual(start)
    expect(toggleSort({ ...descending, page: 2 }, 'estado')).toEqual({ ...start, sort: 'estado' })
  })
})

describe('withSearch', () => {
  it('goes back to the first page', () => {
    expect(withSearch({ ...start, page: 4, sort: 'pais' }, 'ana')).toEqual({
      ...start,
      sort: 'pais',
      q: 'ana',
    })
  })
})

describe('shownRange', () => {
  it('counts the page’s first and last client out of the total', () => {
    expect(shownRange({ page: 2, pageSize: 8, total: 20, shown: 8 })).toEqual({ from: 9, to: 16, total: 20 })
    expect(shownRange({ page: 3, pageSize: 8, total: 20, shown: 4 })).toEqual({ from: 17, to: 20, total: 20 })
    expect(shownRange({ page: 1, pageSize: 8, total: 0, shown: 0 })).toEqual({ from: 0, to: 0, total: 0 })
  })
})
