import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { type FakeModelService, startFakeModelService } from '../server/src/test/fake-model-service.ts'
import { expect, newAccount, registration, test } from './fixtures.ts'
import { shootOnPhoneAndDesktop } from './support/device-shots.ts'
import { startSlowAnalysesServer, testReaderServerUrl } from './support/slow-analyses-server.ts'

// A deployment with a model service: the upload screen names the service before anything is sent, the
// review marks the dish the model invented and says why, in Spanish and in English; an owner who turns the
// service off in Negocio sends it nothing. The service is a fake OpenAI-compatible server of this journey's
// own, and the server's test reader reads the picture as one page with its words ("model-page").

const PORT_OFFSET = 22
const SHOTS = '/tmp/shots-model-reading'

let fake: FakeModelService
let stopServer: () => Promise<void>

test.use({ baseURL: testReaderServerUrl(PORT_OFFSET) })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  fake = await startFakeModelService()
  stopServer = await startSlowAnalysesServer(PORT_OFFSET, {
    MENU_AI_URL: fake.url,
    MENU_AI_MODEL: 'fake-vision',
    MENU_AI_KEY: 'sk-journey-key',
  })
})
test.afterAll(async () => {
  await stopServer?.()
  await fake?.close()
})

let pictures = 0

/** A white page the test reader reads as the model page (its words: Empanada $5.000, Arepa $4.000). */
async function modelPagePng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  return Buffer.concat([png, Buffer.from(` model-page journey ${++pictures}`)])
}

/** The model's answer: the two printed dishes and one it made up, at a price the page does not print. */
const ANSWER_WITH_AN_INVENTED_DISH = {
  restaurantName: 'Casa de Prueba',
  currency: 'COP',
  sections: [
    {
      name: 'Entradas',
      items: [
        { name: 'Empanada', price: '$5.000', description: 'De carne', variants: [], allergens: [] },
        { name: 'Arepa', price: '$4.000', description: '', variants: [], allergens: [] },
        { name: 'Langosta Thermidor', price: '$99.000', description: '', variants: [], allergens: [] },
      ],
    },
  ],
}

const row = (area: Locator, name: string) => area.getByRole('button', { name: new RegExp(`^${name}`) })

async function uploadOnTheLanding(page: Page): Promise<Locator> {
  const demo = page.locator('#demo')
  await demo.getByRole('heading').first().hover()
  const file = { name: 'carta.png', mimeType: 'image/png', buffer: await modelPagePng() }
  await demo.locator('input[type=file]').first().setInputFiles(file)
  return demo
}

const TEXTS = {
  es: {
    notice: (host: string) => `Tu carta se leerá también con un servicio externo de IA (${host}).`,
    preview: 'Vista previa de tu menú',
    edit: 'Editar menú',
    banner: /Esta carta se leyó con .* y cada plato se comprobó con la página/,
    invented: /Revisar: .*nombre no visto en la página/,
    inventedPrice: 'precio no visto en la página',
    badge: 'Leído con IA',
  },
  en: {
    notice: (host: string) => `Your menu will also be read by an external AI service (${host}).`,
    preview: 'Your menu preview',
    edit: 'Edit menu',
    banner: /This menu was read with .* and every dish was checked against the page/,
    invented: /Check: .*name not seen on the page/,
    inventedPrice: 'price not seen on the page',
    badge: 'Read by AI',
  },
} as const

for (const language of ['es', 'en'] as const) {
  test(`a visitor is told the service before uploading, and the dish it invented is marked (${language})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.setTimeout(90_000)
    const texts = TEXTS[language]
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
    fake.answerMenu(ANSWER_WITH_AN_INVENTED_DISH)
    const sentBefore = fake.requests.length
    await visit('/')
    const demo = page.locator('#demo')
    await demo.getByRole('heading').first().hover()
    await expect(demo.getByText(texts.notice(fake.host), { exact: false })).toBeVisible()
    await demo.screenshot({ path: `${SHOTS}/upload-${language}-desktop.png` })
    await uploadOnTheLanding(page)
    await expect(demo.getByRole('heading', { name: texts.preview })).toBeVisible({ timeout: 30_000 })
    expect(fake.requests.length).toBe(sentBefore + 1)
    await expect(demo.getByText(texts.banner)).toBeVisible()
    await demo.getByRole('button', { name: texts.edit }).click()
    await expect(row(demo, 'Langosta Thermidor')).toContainText(texts.invented)
    await expect(row(demo, 'Langosta Thermidor')).toContainText(texts.inventedPrice)
    await expect(row(demo, 'Empanada')).not.toContainText(texts.inventedPrice)
    // Which reading each dish came from: the model's, marked "IA" (heard as its label).
    await expect(row(demo, 'Empanada')).toContainText(texts.badge)
    await expect(row(demo, 'Empanada').getByTitle(texts.badge)).toBeVisible()
    await expectAccessible()
    await shootOnPhoneAndDesktop(page, demo, `${SHOTS}/review-${language}`)
  })
}

test('an owner who turns the service off in Negocio sends it nothing', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(120_000)
  fake.answerMenu(ANSWER_WITH_AN_INVENTED_DISH)
  const registered = await page.request.post('/api/accounts', { data: registration(newAccount('ia')) })
  expect(registered.status(), await registered.text()).toBe(201)
  // A first catalogue, so that the upload dialog offers a new one beside it.
  expect((await page.request.post('/api/catalogues', { data: { template: 'moderno' } })).status()).toBe(201)

  await visit('/dashboard/configuracion/negocio')
  const reading = page.getByRole('switch', { name: new RegExp(`Leer también las cartas con ${fake.host}`) })
  await expect(reading).toBeChecked()
  await reading.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/business-es-desktop.png` })
  await reading.click()
  await expect(reading).not.toBeChecked()
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText(/Cambios guardados|guardad/i).first()).toBeVisible()
  await page.reload()
  await expect(reading).not.toBeChecked()
  await expectAccessible()

  const sentBefore = fake.requests.length
  await visit('/dashboard/catalogos')
  await page.getByRole('button', { name: 'Subir menú' }).click()
  const upload = page.getByRole('dialog', { name: 'Subir menú' })
  await upload.getByRole('button', { name: 'Siguiente' }).click()
  await expect(upload.getByText(/servicio externo de IA/)).toHaveCount(0)
  const file = { name: 'carta.png', mimeType: 'image/png', buffer: await modelPagePng() }
  await upload.locator('input[type=file]').first().setInputFiles(file)
  await expect(upload.getByRole('heading', { name: 'Vista previa de tu menú' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(upload.getByText(/cada plato se comprobó con la página/)).toHaveCount(0)
  await expect(upload.getByText('Langosta Thermidor')).toHaveCount(0)
  expect(fake.requests.length).toBe(sentBefore)
})
