import { describe, expect, it } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { editingPath, pickEditingCatalogue } from './editing-catalogue.ts'

const catalogue = (id: string, activo = false): Catalogue => ({
  id,
  nombre: `Catálogo ${id}`,
  imagen: null,
  editado: '2026-11-23T10:00:00.000Z',
  activo,
  template: 'clasico',
})

describe('pickEditingCatalogue', () => {
  const catalogues = [catalogue('newest'), catalogue('active', true), catalogue('older')]

  it('takes the catalogue the address names, then the remembered one, then the active one', () => {
    expect(pickEditingCatalogue(catalogues, 'older', 'newest')?.id).toBe('older')
    expect(pickEditingCatalogue(catalogues, null, 'newest')?.id).toBe('newest')
    expect(pickEditingCatalogue(catalogues, 'gone', 'also-gone')?.id).toBe('active')
  })

  it('falls back to the most recently changed, and to nothing when there is none', () => {
    expect(pickEditingCatalogue([catalogue('a'), catalogue('b')], null, null)?.id).toBe('a')
    expect(pickEditingCatalogue([], 'a', 'b')).toBeUndefined()
  })
})

describe('editingPath', () => {
  it('names the catalogue in the address', () => {
    expect(editingPath('/dashboard/productos', 'c-1')).toBe('/dashboard/productos?catalogo=c-1')
  })
})
