import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { shootOnPhoneAndDesktop } from './support/device-shots.ts'
import {
  startSlowAnalysesServer,
  testReaderPdf,
  testReaderServerUrl,
} from './support/slow-analyses-server.ts'

// The reader says why each doubtful item should be checked, and the preview says it in the visitor's words:
// "Revisar: precio no leído", "…: nombre poco claro, ¿dos platos unidos?", in Spanish and in English, on a
// phone and a desktop; saving an item the owner has looked at clears its mark, while a missing price stays
// marked until one is written. The reading comes from the server's test reader ("doubts": one item per
// reason), on a server of this journey's own.

const PORT_OFFSET = 21
const SHOTS = '/tmp/shots-review-flags'

let stopServer: () => Promise<void>

test.use({ baseURL: testReaderServerUrl(PORT_OFFSET) })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  stopServer = await startSlowAnalysesServer(PORT_OFFSET)
})
test.afterAll(async () => {
  await stopServer?.()
})

async function readDoubtedMenu(page: Page, heading: string): Promise<Locator> {
  const demo = page.locator('#demo')
  await demo.getByRole('heading').first().hover()
  const file = { name: 'carta.pdf', mimeType: 'application/pdf', buffer: testReaderPdf('doubts') }
  await demo.locator('input[type=file]').first().setInputFiles(file)
  await expect(demo.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 })
  return demo
}

/** The preview's row of an item, by the name it starts with. */
const row = (demo: Locator, name: string) => demo.getByRole('button', { name: new RegExp(`^${name}`) })

const shoot = (page: Page, demo: Locator, language: string) =>
  shootOnPhoneAndDesktop(page, demo, `${SHOTS}/review-${language}`)

test('a visitor sees why each doubtful item should be checked, and checking one clears its mark', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit('/')
  const demo = await readDoubtedMenu(page, 'Vista previa de tu menú')
  await demo.getByRole('button', { name: 'Editar menú' }).click()
  await expect(row(demo, 'Empanada')).not.toContainText('Revisar')
  await expect(row(demo, 'Arepa de queso')).toContainText('Revisar: precio no leído')
  await expect(row(demo, 'Bandeja paisa')).toContainText('Revisar: precio distinto de los demás')
  await expect(row(demo, 'Ajiaco santafereño')).toContainText(
    'Revisar: nombre poco claro, ¿dos platos unidos?',
  )
  await expect(row(demo, 'Chicharrón')).toContainText('Revisar: lectura dudosa')
  await expectAccessible()
  await shoot(page, demo, 'es')

  // The owner looks at the joined dishes and keeps them as they are: the mark goes.
  await row(demo, 'Ajiaco santafereño').click()
  const dialog = page.getByRole('dialog', { name: 'Editar plato' })
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(demo, 'Ajiaco santafereño')).not.toContainText('Revisar')
  // A price still missing stays marked, checked or not, until one is written.
  await row(demo, 'Arepa de queso').click()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(demo, 'Arepa de queso')).toContainText('Revisar: precio no leído')
})

test('a visitor reading in English is told the same reasons in English', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await visit('/')
  const demo = await readDoubtedMenu(page, 'Your menu preview')
  await demo.getByRole('button', { name: 'Edit menu' }).click()
  await expect(row(demo, 'Arepa de queso')).toContainText('Check: price not read')
  await expect(row(demo, 'Bandeja paisa')).toContainText('Check: price unlike the others')
  await expect(row(demo, 'Ajiaco santafereño')).toContainText('Check: unclear name, two dishes joined?')
  await expect(row(demo, 'Chicharrón')).toContainText('Check: unsure reading')
  await expectAccessible()
  await shoot(page, demo, 'en')
})
