import { describe, expect, it } from 'vitest'
import {
  findModuleCycles,
  findModuleDependencies,
  findServerViolation,
  isServerTestCode,
  layerModules,
  mayImportInServer,
  serverModuleOf,
  serverZoneOf,
} from './server-zones.ts'

const src = (path: string) => `server/src/${path}`

describe('serverZoneOf', () => {
  it.each([
    ['app.ts', 'server/app'],
    ['server.ts', 'server/entry'],
    ['config.ts', 'server/config'],
    ['db/schema.ts', 'server/db'],
    ['shared/i18n/messages.ts', 'server/shared'],
    ['plugins/spa.ts', 'server/plugins'],
    ['test/test-app.ts', 'server/test'],
    ['modules/leads/leads.service.ts', 'server/modules/leads'],
    ['modules/leads/index.ts', 'server/modules/leads'],
  ])('%s is in %s', (path, zone) => {
    expect(serverZoneOf(src(path))).toBe(zone)
  })

  it('knows nothing outside server/src', () => {
    expect(serverZoneOf('server/drizzle.config.ts')).toBeUndefined()
    expect(serverZoneOf('domain/src/leads/contact.schema.ts')).toBeUndefined()
  })
})

describe('isServerTestCode', () => {
  it('counts tests, server/src/test/ and modules’ test-*.ts helpers as test code', () => {
    expect(isServerTestCode(src('modules/leads/leads.routes.test.ts'))).toBe(true)
    expect(isServerTestCode(src('test/test-app.ts'))).toBe(true)
    expect(isServerTestCode(src('modules/images/test-owner.ts'))).toBe(true)
    expect(isServerTestCode(src('modules/leads/leads.service.ts'))).toBe(false)
  })
})

describe('mayImportInServer', () => {
  it.each([
    // A module: its own folder, shared/, db/, config.ts, and other modules through their index.ts.
    ['modules/leads/leads.service.ts', 'modules/leads/leads.repository.ts', true],
    ['modules/leads/leads.service.ts', 'shared/hourly-limit.ts', true],
    ['modules/leads/leads.repository.ts', 'db/schema.ts', true],
    ['modules/accounts/auth.ts', 'config.ts', true],
    ['modules/leads/lead-email.ts', 'modules/mail/index.ts', true],
    ['modules/public-menu/public-menu.service.ts', 'modules/catalogues/index.ts', true],
    ['modules/public-menu/public-menu.service.ts', 'modules/catalogues/catalogues.repository.ts', false],
    ['modules/images/images.service.ts', 'modules/catalogues/catalogues.service.ts', false],
    ['modules/leads/leads.routes.ts', 'plugins/error-handler.ts', false],
    ['modules/leads/leads.routes.ts', 'app.ts', false],
    // db/ and shared/ are below every module, plugin and the app.
    ['db/hourly-limit.ts', 'db/schema.ts', true],
    ['db/hourly-limit.ts', 'shared/errors.ts', false],
    ['shared/hourly-limit.ts', 'db/hourly-limit.ts', true],
    ['shared/html.ts', 'modules/public-menu/index.ts', false],
    ['shared/errors.ts', 'plugins/error-handler.ts', false],
    ['db/database.ts', 'modules/mail/mailer.ts', false],
    ['shared/errors.ts', 'app.ts', false],
    // plugins/ use shared/ and db/, not modules.
    ['plugins/error-handler.ts', 'shared/errors.ts', true],
    ['plugins/spa.ts', 'plugins/landing-pages.ts', true],
    ['plugins/spa.ts', 'modules/public-menu/index.ts', false],
    // app.ts lists plugins and modules' faces; server.ts alone imports it.
    ['app.ts', 'modules/leads/index.ts', true],
    ['app.ts', 'plugins/spa.ts', true],
    ['app.ts', 'modules/leads/leads.routes.ts', false],
    ['server.ts', 'app.ts', true],
    ['server.ts', 'db/data-dir-lock.ts', true],
    ['plugins/spa.ts', 'app.ts', false],
    // Test helpers are for test code only.
    ['modules/leads/leads.service.ts', 'test/test-app.ts', false],
    ['modules/catalogues/catalogues.service.ts', 'modules/images/test-owner.ts', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(mayImportInServer(src(from), src(to))).toBe(allowed)
  })

  it('lets test code reach the app, the test helpers and modules’ test-*.ts, not other modules’ insides', () => {
    const test = src('modules/public-menu/public-menu.routes.test.ts')
    expect(mayImportInServer(test, src('test/test-app.ts'))).toBe(true)
    expect(mayImportInServer(test, src('app.ts'))).toBe(true)
    expect(mayImportInServer(test, src('modules/images/test-owner.ts'))).toBe(true)
    expect(mayImportInServer(test, src('modules/public-menu/page-cache.ts'))).toBe(true)
    expect(mayImportInServer(test, src('modules/catalogues/catalogues.repository.ts'))).toBe(false)
    expect(mayImportInServer(src('modules/menu-analyses/test-analyses.ts'), src('app.ts'))).toBe(true)
    expect(mayImportInServer(src('test/test-owner.ts'), src('modules/accounts/index.ts'))).toBe(true)
    expect(mayImportInServer(src('test/test-owner.ts'), src('modules/accounts/auth.ts'))).toBe(false)
  })

  it('says which rule a deliberate violation breaks', () => {
    expect(
      findServerViolation(
        src('modules/images/media-sweep.ts'),
        src('modules/catalogues/catalogues.repository.ts'),
      ),
    ).toBe(
      'server/modules/images may use server/modules/catalogues only through its index.ts, not modules/catalogues/catalogues.repository.ts',
    )
    expect(findServerViolation(src('shared/html.ts'), src('modules/public-menu/index.ts'))).toBe(
      'server/shared may not import server/modules/public-menu',
    )
    expect(findServerViolation(src('app.ts'), src('modules/leads/leads.routes.ts'))).toBe(
      'app.ts registers modules through their index.ts only',
    )
  })

  it('leaves imports that leave server/src to the package rules', () => {
    expect(findServerViolation(src('db/schema.ts'), 'domain/src/leads/contact.schema.ts')).toBeUndefined()
    expect(findServerViolation('scripts/start.ts', src('server.ts'))).toBeUndefined()
  })
})

describe('module dependencies', () => {
  const edge = (file: string, target: string) => ({ file: src(file), target: src(target) })

  it('names the module of a path inside a module folder only', () => {
    expect(serverModuleOf(src('modules/accounts/auth.ts'))).toBe('accounts')
    expect(serverModuleOf(src('modules/public-menu/index.ts'))).toBe('public-menu')
    expect(serverModuleOf(src('modules/accounts'))).toBeUndefined()
    expect(serverModuleOf(src('shared/html.ts'))).toBeUndefined()
    expect(serverModuleOf('web/src/features/security/index.ts')).toBeUndefined()
  })

  it('counts the imports of production files between modules, not those of tests or test helpers', () => {
    const dependencies = findModuleDependencies([
      edge('modules/security/security.service.ts', 'modules/accounts/index.ts'),
      edge('modules/security/security.routes.ts', 'modules/mail/index.ts'),
      edge('modules/security/security.service.ts', 'modules/security/security.repository.ts'),
      edge('modules/accounts/auth.ts', 'shared/logging.ts'),
      edge('modules/accounts/accounts.routes.test.ts', 'modules/security/index.ts'),
      edge('modules/accounts/test-accounts.ts', 'modules/images/test-owner.ts'),
      edge('test/test-owner.ts', 'modules/accounts/index.ts'),
    ])
    expect(Object.fromEntries(dependencies)).toEqual({
      accounts: [],
      images: [],
      mail: [],
      security: ['accounts', 'mail'],
    })
  })

  it('finds every cycle once, from its first module by name, and none in a graph without one', () => {
    const tangled = new Map([
      ['accounts', ['security']],
      ['catalogues', ['accounts']],
      ['images', ['accounts', 'catalogues']],
      ['mail', []],
      ['security', ['accounts', 'images', 'mail']],
    ])
    expect(findModuleCycles(tangled)).toEqual([
      ['accounts', 'security', 'accounts'],
      ['accounts', 'security', 'images', 'accounts'],
      ['accounts', 'security', 'images', 'catalogues', 'accounts'],
    ])
    expect(findModuleCycles(new Map([['leads', ['leads']]]))).toEqual([['leads', 'leads']])
    const untangled = new Map([...tangled, ['accounts', ['mail']]])
    expect(findModuleCycles(untangled)).toEqual([])
    expect(layerModules(untangled)).toEqual([
      ['mail'],
      ['accounts'],
      ['catalogues'],
      ['images'],
      ['security'],
    ])
  })

  it('leaves the modules on or above a cycle out of the layers', () => {
    const layers = layerModules(
      new Map([
        ['accounts', ['security']],
        ['mail', []],
        ['profile', ['accounts']],
        ['security', ['accounts', 'mail']],
      ]),
    )
    expect(layers).toEqual([['mail']])
  })
})
