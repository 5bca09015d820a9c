import { describe, expect, it } from 'vitest'
import { ConfigError, defaultMenuWorkers, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('starts with nothing configured: port 3000, ./data, embedded database', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toMatch(/\/data$/)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/vitrina',
      DATABASE_URL: 'postgres://u@db:5432/vitrina',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      PUBLIC_URL: 'https://menu.example.com/',
      LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/vitrina',
      databaseUrl: 'postgres://u@db:5432/vitrina',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      publicUrl: 'https://menu.example.com',
      logLevel: 'warn',
    })
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined()
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['SMTP_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['MENU_WORKERS', '0'],
    ['MENU_QUEUE_LIMIT', '-1'],
    ['MENU_RATE_LIMIT', 'many'],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}="${value}"`))
  })

  it('configures federated providers only when all their variables are set', () => {
    expect(loadConfig({})).toMatchObject({ google: undefined, oidc: undefined })
    const both = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      OIDC_DISCOVERY_URL: 'https://id.example/.well-known/openid-configuration',
      OIDC_CLIENT_ID: 'vitrina',
      OIDC_CLIENT_SECRET: 'secret',
    })
    expect(both.google).toEqual({ clientId: 'id', clientSecret: 'secret' })
    expect(both.oidc).toMatchObject({ clientId: 'vitrina', name: 'OpenID' })
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/)
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'vitrina' })).toThrow(/OIDC_DISCOVERY_URL/)
  })

  it('reads the menu-analysis limits, with a worker per core and 8 waiting and 10 an hour by default', () => {
    expect(loadConfig({})).toMatchObject({
      menuWorkers: defaultMenuWorkers(),
      menuQueueLimit: 8,
      menuRateLimit: 10,
    })
    expect(loadConfig({ MENU_WORKERS: '3', MENU_QUEUE_LIMIT: '0', MENU_RATE_LIMIT: '40' })).toMatchObject({
      menuWorkers: 3,
      menuQueueLimit: 0,
      menuRateLimit: 40,
    })
  })

  it('caps each business at 2 analyses under way and 30 a day by default, and reads a test reader only in tests', () => {
    expect(loadConfig({})).toMatchObject({
      menuBusinessActiveLimit: 2,
      menuBusinessDailyLimit: 30,
      menuTestReader: undefined,
    })
    expect(loadConfig({ MENU_BUSINESS_ACTIVE_LIMIT: '1', MENU_BUSINESS_DAILY_LIMIT: '5' })).toMatchObject({
      menuBusinessActiveLimit: 1,
      menuBusinessDailyLimit: 5,
    })
    expect(() => loadConfig({ MENU_BUSINESS_ACTIVE_LIMIT: '0' })).toThrow(/MENU_BUSINESS_ACTIVE_LIMIT/)
    // A reader that is not menu-reader would publish made-up menus: production ignores the knob.
    expect(loadConfig({ MENU_TEST_READER: '/tmp/reader.ts' }).menuTestReader).toBeUndefined()
    expect(loadConfig({ NODE_ENV: 'test', MENU_TEST_READER: '/tmp/reader.ts' }).menuTestReader).toBe(
      'file:///tmp/reader.ts',
    )
  })

  it('gives each menu worker 0.75 GB of half the memory, at least one, at most a core each', () => {
    const GB = 1024 ** 3
    expect(defaultMenuWorkers(2, 24 * GB)).toBe(2)
    expect(defaultMenuWorkers(16, 8 * GB)).toBe(5)
    expect(defaultMenuWorkers(4, 1 * GB)).toBe(1)
  })
})
