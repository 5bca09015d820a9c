import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
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
    ['web/app', 'web/entities', true],
    ['web/features/products', 'web/entities', true],
    ['web/entities', 'web/shared', true],
    ['web/entities', 'domain', true],
    ['web/entities', 'web/features/products', false],
    ['web/entities', 'web/app', false],
    ['web/shared', 'web/entities', false],
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

  it('catches an entity importing a feature, and a feature importing another feature', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-boundaries-'))
    const write = (path: string, text: string) => {
      mkdirSync(join(root, dirname(path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    try {
      write('web/src/entities/catalogue/fonts.ts', "import { p } from '../../features/products/p.ts'\n")
      write('web/src/features/products/p.ts', "import { c } from '../categories/c.ts'\nexport const p = c\n")
      write(
        'web/src/features/categories/c.ts',
        "import { f } from '../../entities/catalogue/f.ts'\nexport const c = f\n",
      )
      write('web/src/entities/catalogue/f.ts', 'export const f = 1\n')
      expect(findViolations(root)).toEqual([
        {
          file: 'web/src/entities/catalogue/fonts.ts',
          specifier: '../../features/products/p.ts',
          rule: 'web/entities may not import web/features/products',
        },
        {
          file: 'web/src/features/products/p.ts',
          specifier: '../categories/c.ts',
          rule: 'web/features/products may not import web/features/categories',
        },
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('places files and specifiers in their zones', () => {
    expect(zoneOf('web/src/features/products/api/get-products.ts')).toBe('web/features/products')
    expect(zoneOf('web/src/entities/catalogue/api/get-catalogues.ts')).toBe('web/entities')
    expect(zoneOf('web/src/components/ui/dialog.tsx')).toBe('web/shared')
    expect(resolveSpecifier('/r', 'web/src/features/a/x.ts', '../b/y.ts')).toBe('web/src/features/b/y.ts')
    expect(resolveSpecifier('/r', 'server/src/app.ts', '#domain/users/initials.ts')).toBe(
      'domain/src/users/initials.ts',
    )
    expect(resolveSpecifier('/r', 'server/src/app.ts', 'fastify')).toBeUndefined()
  })
})
