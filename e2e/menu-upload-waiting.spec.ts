import { expect, test } from './fixtures.ts'
import { SLOW_SERVER_URL, startSlowAnalysesServer, testReaderPdf } from './support/slow-analyses-server.ts'

// An upload that waits for a worker is never silent: the screen says it waits in the queue, after 30 s
// without news it offers a retry, and the retry follows the same analysis (no second one) until its preview.
// The workers are slowed on a server of this journey's own, so the other journeys keep theirs fast. The page's
// 30 s pass on its own clock (Playwright's), not the wall's: the other visitor's read only has to outlast the
// steps up to the retry.

let stopServer: () => Promise<void>

test.use({ baseURL: SLOW_SERVER_URL })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  stopServer = await startSlowAnalysesServer()
})
test.afterAll(async () => {
  await stopServer?.()
})

test('a visitor whose menu waits for a worker is told so, offered a retry, and gets the same analysis', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(90_000)
  // Another visitor's long read holds the only worker for 20 s, long enough for every step up to the retry on
  // a busy machine.
  const form = new FormData()
  form.append(
    'file',
    new Blob([testReaderPdf('wait:20000 a long menu')], { type: 'application/pdf' }),
    'l.pdf',
  )
  const blocker = await fetch(`${SLOW_SERVER_URL}/api/menu-analyses`, { method: 'POST', body: form })
  expect(blocker.status).toBe(202)

  await page.clock.install()
  await visit('/')
  const uploads: string[] = []
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/menu-analyses')) {
      uploads.push((await response.json()).id)
    }
  })
  const demo = page.locator('#demo')
  const file = { name: 'carta.pdf', mimeType: 'application/pdf', buffer: testReaderPdf('menu del día') }
  await demo.locator('input[type=file]').first().setInputFiles(file)

  await expect(demo.getByText(/^En cola: (eres el siguiente|\d+ delante)$/)).toBeVisible({ timeout: 20_000 })
  await expectAccessible()

  const retry = demo.getByRole('button', { name: 'Reintentar' })
  await page.clock.fastForward('00:31')
  await expect(demo.getByText('Esto está tardando más de lo normal.')).toBeVisible()
  await retry.click()

  // The same file again is the same analysis: the server answers the job it already has.
  await expect.poll(() => uploads.length).toBe(2)
  expect(uploads[1]).toBe(uploads[0])
  await expect(retry).toBeHidden()
  await expect(demo.getByText(/^En cola/)).toBeVisible()
  await expectAccessible()

  // Once the long read ends, this menu is read and previewed.
  await expect(demo.getByRole('heading', { name: 'Vista previa de tu menú' })).toBeVisible({
    timeout: 40_000,
  })
  await expect(demo.getByText('Empanada')).toBeVisible()
})
