import { describe, expect, it } from 'vitest'
import { importedCount, remapColumn } from './import-flow.ts'

describe('importedCount', () => {
  it('counts the clients the import creates or changes, not those already up to date', () => {
    const report = { rows: 12, created: 7, updated: 2, unchanged: 1, merged: 1, refused: [] }
    expect(importedCount(report)).toBe(9)
    expect(importedCount({ ...report, created: 0, updated: 0, unchanged: 10 })).toBe(0)
  })
})

describe('remapColumn', () => {
  it('changes one column and leaves the others', () => {
    expect(remapColumn(['nombreCompleto', null, 'email'], 1, 'telefono')).toEqual([
      'nombreCompleto',
      'telefono',
      'email',
    ])
    expect(remapColumn(['nombreCompleto', 'telefono'], 0, null)).toEqual([null, 'telefono'])
  })
})
