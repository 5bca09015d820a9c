import { readFile } from 'node:fs/promises'
import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, newAccount, registration, test } from './fixtures.ts'

// Inicio gives the owner their public menu (address with copy, the QR code as PNG and SVG) and "Subir menú",
// on a phone and a desktop, in Spanish and English; a signed-out visitor's console stays empty.

/** Signs a new owner in (page.request shares the page's cookies) with an active catalogue; answers the slug. */
async function ownerWithActiveCatalogue(page: Page): Promise<string> {
  const registered = await page.request.post('/api/accounts', { data: registration(newAccount('inicio')) })
  expect(registered.status(), await registered.text()).toBe(201)
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  return (await registered.json()).user.business.slug
}

const texts = {
  es: {
    section: 'Tu menú público',
    field: 'Enlace público',
    copy: 'Copiar enlace',
    copied: 'Copiado',
    copiedAloud: 'Enlace copiado',
    svg: 'Descargar SVG',
    png: 'Descargar PNG',
    upload: 'Subir menú',
    cancel: 'Cancelar',
    toggle: 'EN, cambiar a inglés',
  },
  en: {
    section: 'Your public menu',
    field: 'Public link',
    copy: 'Copy link',
    copied: 'Copied',
    copiedAloud: 'Link copied',
    svg: 'Download SVG',
    png: 'Download PNG',
    upload: 'Upload menu',
    cancel: 'Cancel',
    toggle: 'ES, switch to Spanish',
  },
}

/** Copies the address, downloads both QR files and opens "Subir menú", in the language the page is in. */
async function useInicio(
  page: Page,
  slug: string,
  language: 'es' | 'en',
  expectAccessible: () => Promise<void>,
) {
  const words = texts[language]
  const url = `${new URL(page.url()).origin}/m/${slug}`
  const section = page.getByRole('region', { name: words.section })
  await expect(section.getByRole('textbox', { name: words.field })).toHaveValue(url)
  await expect(section.getByRole('img', { name: new RegExp(url) })).toBeVisible()

  await section.getByRole('button', { name: words.copy }).click()
  await expect(section.getByRole('button', { name: words.copied })).toBeVisible()
  await expect(section.getByRole('status').first()).toHaveText(words.copiedAloud)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await expectAccessible()

  for (const [button, extension] of [
    [words.svg, 'svg'],
    [words.png, 'png'],
  ] as const) {
    const download = page.waitForEvent('download')
    await section.getByRole('button', { name: button }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe(`menu-${slug}-qr.${extension}`)
    const content = await readFile(await saved.path())
    if (extension === 'svg')
      expect(content.toString('utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    // A PNG file starts with its eight-byte signature.
    else expect(content.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  }

  await page.getByRole('button', { name: words.upload }).click()
  const dialog = page.getByRole('dialog', { name: words.upload })
  await expect(dialog).toBeVisible()
  await expectAccessible()
  await dialog.getByRole('button', { name: words.cancel }).click()
  await expect(dialog).toBeHidden()
}

/** The whole page from its top, where the sticky header belongs (for a person to look at, not compared). */
async function screenshot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path, fullPage: true })
}

for (const [device, viewport] of [
  ['a phone', { width: 360, height: 740 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] })

    test('Inicio shares the public menu and opens Subir menú, in Spanish and in English', async ({
      page,
      visit,
      expectAccessible,
    }, testInfo) => {
      // Two languages, each checked with axe after copying and with the upload open: five runs of axe.
      test.slow()
      const slug = await ownerWithActiveCatalogue(page)
      await visit('/dashboard')
      await expect(page.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeVisible()
      await useInicio(page, slug, 'es', expectAccessible)
      await screenshot(page, testInfo.outputPath('inicio-es.png'))

      await page.getByRole('button', { name: texts.es.toggle }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Vitrina!' })).toBeVisible()
      await useInicio(page, slug, 'en', expectAccessible)
      await screenshot(page, testInfo.outputPath('inicio-en.png'))
      await page.getByRole('button', { name: texts.en.toggle }).click()
    })
  })
}

test('a signed-out visit to the landing, sign-in and sign-up pages logs nothing in the console', async ({
  page,
  visit,
}) => {
  // Stricter than the fixture, which lets through the 4xx answers a page handles: here there is none to handle.
  const logged: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text())
  })
  // The landing's upload widget asks who is signed in once a visitor reaches for it: its answer is awaited
  // before the next page, whose navigation would otherwise cancel it.
  await visit('/')
  const sessionCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me')
  await page.locator('#demo').getByRole('heading').first().hover()
  expect((await sessionCheck).status()).toBe(200)
  for (const path of ['/login', '/register']) await visit(path)
  expect(logged).toEqual([])
})
