import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { findInputProblem, MAX_INPUT_DEPTH } from './input-scan.ts'

const nested = (levels: number): unknown => {
  let value: unknown = 'fondo'
  for (let level = 0; level < levels; level++) value = [value]
  return value
}

describe('findInputProblem', () => {
  it('finds a NUL in a value or a key, by its path', () => {
    expect(findInputProblem({ items: [{ title: 'ok' }, { title: 'a\u0000b' }] })).toEqual({
      kind: 'nul',
      path: 'items.1.title',
    })
    expect(findInputProblem({ 'clave\u0000': 1 })).toEqual({ kind: 'nul', path: '_' })
    expect(findInputProblem('\u0000')).toEqual({ kind: 'nul', path: '_' })
  })

  it(`lets ${MAX_INPUT_DEPTH} levels through and refuses one more`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined()
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))?.kind).toBe('too_deep')
  })

  it('walks 200,000 levels without overflowing the stack', () => {
    expect(findInputProblem(nested(200_000))?.kind).toBe('too_deep')
  })

  it('looks into objects without a prototype, as query strings are parsed into', () => {
    const query = Object.assign(Object.create(Object.create(null)), { next: 'a\u0000' })
    expect(findInputProblem(query)).toEqual({ kind: 'nul', path: 'next' })
    expect(findInputProblem(Object.assign(Object.create(null), { q: '\u0000' }))?.kind).toBe('nul')
  })

  it('passes ordinary input and never walks into streams or buffers', () => {
    expect(findInputProblem({ name: 'Café', price: 12.5, tags: ['a', null, true] })).toBeUndefined()
    expect(findInputProblem({ file: Readable.from(['a\u0000']), data: Buffer.from([0]) })).toBeUndefined()
  })
})
