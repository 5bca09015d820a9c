import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findViolations, mayImport, resolveSpecifier, zoneOf } from './import-boundaries.ts'

describe('import boundaries', () => {
  it('hold across the whole repository', () => {
    expect(findViolations(join(import.meta.dirname, '..'))).toEqual([])
  })

  it.each([
    ['server', 'domain', true],
    ['server', 'menu-reader', true],
    ['server', 'web/shared', false],
    ['domain', 'server', false],
    ['menu-reader', 'domain', false],
    ['web/app', 'web/features/catalogues', true],
    ['web/features/catalogues', 'web/shared', true],
    ['web/features/catalogues', 'domain', true],
    ['web/features/catalogues', 'web/features/products', false],
    ['web/features/catalogues', 'web/app', false],
    ['web/shared', 'web/features/catalogues', false],
    ['web/shared', 'server', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(mayImport(from, to)).toBe(allowed)
  })

  it('lets only web tests use the web test helpers', () => {
    expect(mayImport('web/features/products', 'web/test', true)).toBe(true)
    expect(mayImport('web/features/products', 'web/test', false)).toBe(false)
    expect(mayImport('server', 'web/test', true)).toBe(false)
  })

  it('places files and specifiers in their zones', () => {
    expect(zoneOf('web/src/features/products/api/get-products.ts')).toBe('web/features/products')
    expect(zoneOf('web/src/components/ui/dialog.tsx')).toBe('web/shared')
    expect(resolveSpecifier('/r', 'web/src/features/a/x.ts', '../b/y.ts')).toBe('web/src/features/b/y.ts')
    expect(resolveSpecifier('/r', 'server/src/app.ts', '#domain/users/initials.ts')).toBe(
      'domain/src/users/initials.ts',
    )
    expect(resolveSpecifier('/r', 'server/src/app.ts', 'fastify')).toBeUndefined()
  })
})
