import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  describeImportGraph,
  findViolations,
  mayImport,
  resolveSpecifier,
  zoneOf,
} from './import-boundaries.ts'

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

  it('catches the server and menu-reader imports that break their zones, and reports them', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-boundaries-'))
    const write = (path: string, text: string) => {
      mkdirSync(join(root, dirname(path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    try {
      // A module reading another module's repository, and shared/ reaching up into a module.
      write(
        'server/src/modules/leads/leads.service.ts',
        "import { q } from '../catalogues/catalogues.repository.ts'\n",
      )
      write('server/src/modules/catalogues/catalogues.repository.ts', 'export const q = 1\n')
      write('server/src/modules/catalogues/index.ts', "export { q } from './catalogues.repository.ts'\n")
      write('server/src/shared/errors.ts', "import { q } from '../modules/catalogues/index.ts'\n")
      // OCR line finding leaning on the layout stage, a later one.
      write('menu-reader/src/text-lines/find-line-boxes.ts', "import { l } from '../layout/prices.ts'\n")
      write('menu-reader/src/layout/prices.ts', 'export const l = 1\n')
      const found = findViolations(root).map(({ file, rule }) => `${file}: ${rule}`)
      expect(found).toEqual([
        expect.stringMatching(
          /^menu-reader\/src\/text-lines\/find-line-boxes\.ts: menu-reader text-lines may not import layout/,
        ),
        expect.stringMatching(
          /^server\/src\/modules\/leads\/leads\.service\.ts: server\/modules\/leads may use server\/modules\/catalogues only through its index\.ts/,
        ),
        expect.stringMatching(
          /^server\/src\/shared\/errors\.ts: server\/shared may not import server\/modules\/catalogues/,
        ),
      ])
      const report = describeImportGraph(root)
      expect(report).toContain('imports from server db/ or shared/ into a module: 1')
      expect(report).toContain("imports of another module's repository: 1")
      expect(report).toContain('violations: 3')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('catches server modules that import each other in a cycle, not one through test code only', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-boundaries-'))
    const write = (path: string, text: string) => {
      mkdirSync(join(root, dirname(path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    const module = (name: string, ...uses: string[]) => {
      write(`server/src/modules/${name}/index.ts`, `export { ${name} } from './${name}.service.ts'\n`)
      write(
        `server/src/modules/${name}/${name}.service.ts`,
        [
          ...uses.map((other) => `import { ${other} } from '../${other}/index.ts'\n`),
          `export const ${name} = ${uses.length}\n`,
        ].join(''),
      )
    }
    try {
      // Three modules in a row, each using the next through its index.ts: no cycle.
      module('alpha', 'beta')
      module('beta', 'gamma')
      module('gamma')
      // gamma's test and test helper reach back to alpha: tests build the whole app, so that is no cycle.
      write('server/src/modules/gamma/gamma.test.ts', "import { alpha } from '../alpha/index.ts'\n")
      write('server/src/modules/gamma/test-gamma.ts', "import { alpha } from '../alpha/index.ts'\n")
      expect(findViolations(root)).toEqual([])
      let report = describeImportGraph(root)
      expect(report).toContain('module cycles: 0')
      expect(report).toContain('  1. gamma\n  2. beta\n  3. alpha')

      // gamma's production code using alpha closes the row into a cycle, and beta using alpha a second one.
      module('gamma', 'alpha')
      module('beta', 'alpha', 'gamma')
      expect(findViolations(root)).toEqual([
        {
          file: 'server/src/modules/alpha/alpha.service.ts',
          specifier: '../beta/index.ts',
          rule: 'server modules import each other in a cycle: alpha → beta → alpha',
        },
        {
          file: 'server/src/modules/alpha/alpha.service.ts',
          specifier: '../beta/index.ts',
          rule: 'server modules import each other in a cycle: alpha → beta → gamma → alpha',
        },
      ])
      report = describeImportGraph(root)
      expect(report).toContain('module cycles: 2\n  alpha → beta → alpha\n  alpha → beta → gamma → alpha\n')
      expect(report).toContain('on or above a cycle: alpha, beta, gamma')
      expect(report).toContain('violations: 2')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('reports a repository whose server db/ and shared/ stay below the modules and whose app.ts lists plugins', () => {
    const report = describeImportGraph(join(import.meta.dirname, '..'))
    expect(report).toContain('imports from server db/ or shared/ into a module: 0')
    expect(report).toContain("imports of another module's repository: 0")
    expect(report).toContain('module cycles: 0')
    const appImports = report.match(/^app\.ts imports: (.*)$/m)?.[1]?.split(', ') ?? []
    expect(appImports.length).toBeGreaterThan(5)
    // The logger's options (its redaction rules) are given to Fastify as app.ts builds it, before any plugin;
    // the job queue and the file store are opened there beside the database, one each per process.
    for (const target of appImports)
      expect(target).toMatch(
        /^server\/src\/(config\.ts|db\/database\.ts|shared\/(logging|jobs\/job-queue|storage\/(open-)?file-store)\.ts|plugins\/[a-z-]+\.ts|modules\/[a-z-]+\/index\.ts)$/,
      )
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
