// Screenshots of the two new messages, phone and desktop, Spanish and English. Not part of the repository.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const root = '/work/main'
const port = 4390
const base = `http://127.0.0.1:${port}`
const out = '/tmp/shots'
const server = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shots-')),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    AUTH_RATE_LIMIT: '500',
    MENU_TEST_READER: join(root, 'server/src/modules/menu-analyses/test-reader.ts'),
  },
  stdio: 'inherit',
})
for (;;) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break
  } catch {}
  await new Promise((r) => setTimeout(r, 500))
}
const pdf = (words) => new Blob([Buffer.from(`%PDF-1.4 ${words}`)], { type: 'application/pdf' })
const post = (path, body) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

// An owner whose password is closed for the hour.
const email = `shots-${Date.now()}@example.com`
const reg = await post('/api/accounts', {
  name: 'Café Aurora',
  email,
  password: 'una-clave-larga',
  confirmPassword: 'una-clave-larga',
  countryCode: 'CO',
  phone: '',
  acceptTerms: true,
})
console.log('register', reg.status)
for (let n = 0; n < 10; n++) await post('/api/sessions', { email, password: `mala-${n}` })

// A visitor's long read holds their address's one place.
const form = new FormData()
form.append('file', pdf('wait:600000 bloqueo'), 'l.pdf')
console.log('blocker', (await fetch(`${base}/api/menu-analyses`, { method: 'POST', body: form })).status)

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const views = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } }
for (const [device, viewport] of Object.entries(views)) {
  for (const lang of ['es', 'en']) {
    const context = await browser.newContext({ viewport, locale: lang === 'es' ? 'es-ES' : 'en-US' })
    await context.addInitScript((l) => localStorage.setItem('language', l), lang)
    const page = await context.newPage()
    await page.goto(`${base}/login`)
    await page
      .getByLabel(lang === 'es' ? 'Email' : 'Email')
      .first()
      .fill(email)
    await page.getByLabel(lang === 'es' ? 'Contraseña' : 'Password', { exact: true }).fill('una-clave-larga')
    await page.getByRole('button', { name: lang === 'es' ? 'Iniciar Sesión' : 'Log in' }).click()
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `${out}/login-locked-${device}-${lang}.png`, fullPage: true })

    await page.goto(`${base}/`)
    const demo = page.locator('#demo')
    await demo.scrollIntoViewIfNeeded()
    await demo
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'carta.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4 otra carta ${device} ${lang}`),
      })
    await page.waitForTimeout(2500)
    await demo.screenshot({ path: `${out}/visitor-busy-${device}-${lang}.png` })
    await context.close()
  }
}
await browser.close()
server.kill('SIGTERM')
