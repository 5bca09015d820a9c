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
    ['MENU_WORKER_PRIORITY', '20'],
    ['MENU_WORKER_PRIORITY', 'low'],
    ['MENU_WORKER_PRIORITY', 'IDLE'],
    ['MENU_WORKER_PRIORITY', '-5'],
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

  it('reads the menu-analysis limits, with a worker per core below the server, 8 waiting and 10 an hour by default', () => {
    expect(loadConfig({})).toMatchObject({
      menuWorkers: defaultMenuWorkers(),
      menuWorkerPriority: 'idle',
      menuQueueLimit: 8,
      menuRateLimit: 10,
    })
    expect(
      loadConfig({
        MENU_WORKERS: '3',
        MENU_WORKER_PRIORITY: '0',
        MENU_QUEUE_LIMIT: '0',
        MENU_RATE_LIMIT: '40',
      }),
    ).toMatchObject({
      menuWorkers: 3,
      menuWorkerPriority: 0,
      menuQueueLimit: 0,
      menuRateLimit: 40,
    })
    expect(loadConfig({ MENU_WORKER_PRIORITY: '19' }).menuWorkerPriority).toBe(19)
    expect(loadConfig({ MENU_WORKER_PRIORITY: 'idle' }).menuWorkerPriority).toBe('idle')
  })

  it('caps each business at 2 analyses under way and 30 a day by default, and reads a test reader only in tests', () => {
    expect(loadConfig({})).toMatchObject({
      menuBusinessActiveLimit: 2,
      menuBusinessDailyLimit: 30,
      menuVisitorActiveLimit: 1,
      menuTestReader: undefined,
    })
    expect(loadConfig({ MENU_VISITOR_ACTIVE_LIMIT: '3' }).menuVisitorActiveLimit).toBe(3)
    expect(loadConfig({}).visitRateLimit).toBe(60)
    expect(loadConfig({ VISIT_RATE_LIMIT: '500' }).visitRateLimit).toBe(500)
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

  it('reads menus with no model service unless MENU_AI_URL and MENU_AI_MODEL are set', () => {
    expect(loadConfig({}).menuModel).toBeUndefined()
    expect(loadConfig({ MENU_AI_URL: '', MENU_AI_MODEL: '' }).menuModel).toBeUndefined()
  })

  it('reads a model service with its host, 60 seconds to answer and 20 menus a day by default', () => {
    const config = loadConfig({ MENU_AI_URL: 'https://api.example.com:8443/v1/', MENU_AI_MODEL: 'vision-1' })
    expect(config.menuModel).toEqual({
      url: 'https://api.example.com:8443/v1',
      model: 'vision-1',
      key: undefined,
      timeoutMs: 60_000,
      dailyLimit: 20,
      host: 'api.example.com:8443',
    })
    const tuned = loadConfig({
      MENU_AI_URL: 'http://127.0.0.1:11434/v1',
      MENU_AI_MODEL: 'qwen2.5vl',
      MENU_AI_KEY: 'sk-local',
      MENU_AI_TIMEOUT_SECONDS: '90',
      MENU_AI_DAILY_LIMIT: '5',
    })
    expect(tuned.menuModel).toMatchObject({
      key: 'sk-local',
      timeoutMs: 90_000,
      dailyLimit: 5,
      host: '127.0.0.1:11434',
    })
  })

  it('refuses a model service without its model, or at an address that is not an HTTP URL', () => {
    const withoutModel = () => loadConfig({ MENU_AI_URL: 'https://api.example.com/v1' })
    expect(withoutModel).toThrow(ConfigError)
    expect(withoutModel).toThrow(/MENU_AI_MODEL/)
    const badUrl = () => loadConfig({ MENU_AI_URL: 'not a url', MENU_AI_MODEL: 'vision-1' })
    expect(badUrl).toThrow(ConfigError)
    expect(badUrl).toThrow(/MENU_AI_URL="not a url"/)
    expect(() => loadConfig({ MENU_AI_URL: 'ftp://models.example.com', MENU_AI_MODEL: 'vision-1' })).toThrow(
      /MENU_AI_URL/,
    )
    expect(() => loadConfig({ MENU_AI_MODEL: 'vision-1' })).toThrow(/MENU_AI_URL/)
  })

  it('keeps files in DATA_DIR unless an S3 variable is set', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' })
    expect(loadConfig({ S3_URL: '', S3_BUCKET: '' }).storage).toEqual({ driver: 'local' })
  })

  it('reads a whole bucket from S3_URL: HTTPS for s3://, plain HTTP for s3+http://, keys URL-decoded', () => {
    expect(loadConfig({ S3_URL: 's3+http://minio:mini%2Fsecret@127.0.0.1:9000/vitrina' }).storage).toEqual({
      driver: 's3',
      bucket: 'vitrina',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'mini/secret',
      forcePathStyle: true,
      publicUrl: undefined,
    })
    const aws = loadConfig({
      S3_URL: 's3://AKIA:secret@s3.eu-west-1.amazonaws.com/menus?region=eu-west-1&forcePathStyle=false',
      S3_PUBLIC_URL: 'https://menus.s3.eu-west-1.amazonaws.com/',
    })
    expect(aws.storage).toMatchObject({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      forcePathStyle: false,
      publicUrl: 'https://menus.s3.eu-west-1.amazonaws.com',
    })
  })

  it('reads a bucket from S3_BUCKET and its keys, path style when an endpoint is named', () => {
    const keys = { S3_BUCKET: 'vitrina', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }
    expect(loadConfig({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000/' }).storage).toEqual({
      driver: 's3',
      bucket: 'vitrina',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: undefined,
    })
    // AWS itself: no endpoint, virtual-host addresses.
    expect(loadConfig({ ...keys, S3_REGION: 'sa-east-1' }).storage).toMatchObject({
      endpoint: undefined,
      region: 'sa-east-1',
      forcePathStyle: false,
    })
    expect(
      loadConfig({ ...keys, S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' }).storage,
    ).toMatchObject({ forcePathStyle: false })
  })

  it.each([
    [{ S3_BUCKET: 'vitrina' }, /S3_ACCESS_KEY_ID/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id' }, /S3_BUCKET/],
    [{ S3_REGION: 'eu-west-1' }, /S3_BUCKET/],
    [{ S3_PUBLIC_URL: 'https://cdn.example.com' }, /S3_PUBLIC_URL needs a bucket/],
    [{ S3_URL: 's3://id:secret@host/vitrina', S3_BUCKET: 'other' }, /S3_URL or S3_BUCKET/],
    [{ S3_URL: 's3://host/vitrina' }, /S3_URL is s3:\/\/KEY:SECRET@host/],
    [{ S3_URL: 's3://id:secret@host/' }, /S3_URL is/],
    [{ S3_URL: 's3://id:secret@host/vitrina?forcePathStyle=yes' }, /forcePathStyle is true or false/],
    [{ S3_URL: 'https://id:secret@host/vitrina' }, /S3_URL="https:/],
    [{ S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses half-given or bad S3 settings: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('leaves a URL’s password out of the message about a bad value', () => {
    const bad = () => loadConfig({ S3_URL: 'ftp://id:s3cr3t@host/vitrina' })
    expect(bad).toThrow(/S3_URL="ftp:\/\/id:\*\*\*@host\/vitrina"/)
    expect(bad).not.toThrow(/s3cr3t/)
  })

  it('gives each menu worker 0.75 GB of half the memory, at least one, at most a core each', () => {
    const GB = 1024 ** 3
    expect(defaultMenuWorkers(2, 24 * GB)).toBe(2)
    expect(defaultMenuWorkers(16, 8 * GB)).toBe(5)
    expect(defaultMenuWorkers(4, 1 * GB)).toBe(1)
  })

  it('gives a SIGTERM 30 seconds and keeps the metrics off unless a token of 16+ characters is set', () => {
    expect(loadConfig({})).toMatchObject({ shutdownTimeoutSeconds: 30, metricsToken: undefined })
    const token = 'a-scrape-token-of-enough-length'
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '5', METRICS_TOKEN: token })).toMatchObject({
      shutdownTimeoutSeconds: 5,
      metricsToken: token,
    })
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/)
  })

  it('keeps WhatsApp off unless its four settings are all set, naming a bad or missing one', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined()
    const whatsapp = {
      WHATSAPP_TOKEN: 'EAAG-a-long-enough-token-123',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
      WHATSAPP_VERIFY_TOKEN: 'a-verify-token',
    }
    expect(loadConfig(whatsapp).whatsapp).toEqual({
      apiUrl: 'https://graph.facebook.com/v23.0',
      token: 'EAAG-a-long-enough-token-123',
      phoneNumberId: '106540352242922',
      appSecret: '0123456789abcdef0123456789abcdef',
      verifyToken: 'a-verify-token',
      hourlyLimit: 100,
      timeoutMs: 10_000,
    })
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_APP_SECRET: '' })).toThrow(/WHATSAPP_APP_SECRET missing/)
    // Without the verify token Meta cannot check the webhook: no status and no "BAJA" would ever arrive.
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_VERIFY_TOKEN: '' })).toThrow(
      /WHATSAPP_VERIFY_TOKEN missing/,
    )
    expect(() => loadConfig({ WHATSAPP_VERIFY_TOKEN: 'a-verify-token' })).toThrow(
      /WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET missing/,
    )
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+34 600' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    )
    // A bad secret is named, never printed.
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_TOKEN: 'has spaces in it, twenty+' })).toThrow(
      /WHATSAPP_TOKEN="\*\*\*"/,
    )
  })

  it('sends the WhatsApp token over https, or over http only to this machine', () => {
    const whatsapp = {
      WHATSAPP_TOKEN: 'EAAG-a-long-enough-token-123',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
      WHATSAPP_VERIFY_TOKEN: 'a-verify-token',
    }
    const apiUrl = (url: string) => loadConfig({ ...whatsapp, WHATSAPP_API_URL: url }).whatsapp?.apiUrl
    expect(apiUrl('https://graph.example.com/v23.0/')).toBe('https://graph.example.com/v23.0')
    expect(apiUrl('http://127.0.0.1:4010/v23.0')).toBe('http://127.0.0.1:4010/v23.0')
    expect(apiUrl('http://localhost:4010/v23.0')).toBe('http://localhost:4010/v23.0')
    expect(() => apiUrl('http://graph.example.com/v23.0')).toThrow(/WHATSAPP_API_URL/)
    expect(() => apiUrl('http://127.0.0.1.example.com/v23.0')).toThrow(/WHATSAPP_API_URL/)
  })
})
