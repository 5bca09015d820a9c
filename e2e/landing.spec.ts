import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

/** One question of the landing's FAQ: a native disclosure, its question in the summary. */
function faqQuestion(page: Page, question: string) {
  return page.locator('#preguntas details', { has: page.getByRole('heading', { name: question }) })
}

/**
 * The page arrives rendered; it is the app's once the chat bubble shows (it waits for hydration). The
 * sections below the first screen hydrate as they come near (docs/decisions/030-landing-performance.md).
 */
async function waitForApp(page: Page): Promise<void> {
  await expect(
    page.getByRole('button', { name: /^(Abrir chat de soporte|Open support chat)$/ }),
  ).toBeVisible()
}

// The landing's anchors, the rotating word, one FAQ answer open at a time, the counters, a contact
// message that reaches the support address, and the landing rendered at build time (read without
// JavaScript, hydrated with it, its head in each language).

test('the landing jumps to its sections, opens one answer at a time and counts up', async ({
  page,
  visit,
}) => {
  await visit('/')
  await waitForApp(page)
  await page.locator('header').getByRole('link', { name: 'Preguntas' }).first().click()
  await expect(page).toHaveURL(/#preguntas$/)
  await expect(page.locator('#preguntas')).toBeInViewport()

  const first = faqQuestion(page, '¿Qué formatos de menú puedo subir?')
  const second = faqQuestion(page, '¿Necesito conocimientos técnicos?')
  await first.locator('summary').click()
  await expect(first).toHaveAttribute('open', '')
  await expect(first.getByText(/Fotos JPG o PNG/)).toBeVisible()
  await second.locator('summary').click()
  await expect(second).toHaveAttribute('open', '')
  await expect(first).not.toHaveAttribute('open')
  await expect(first.getByText(/Fotos JPG o PNG/)).toBeHidden()
  // Open again and closed again from the keyboard.
  await second.locator('summary').press('Enter')
  await expect(second).not.toHaveAttribute('open')

  const results = page.getByRole('region', { name: 'Resultados que se notan' })
  await results.scrollIntoViewIfNeeded()
  await expect(results.getByRole('definition')).toHaveText([/40%/, /80%/, '2.000+'], { timeout: 10_000 })
})

test('the hero word alternates between Menú and Catálogo every 5 seconds', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await waitForApp(page)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Tu Menú en línea, listo para compartir')
  await page.clock.runFor(5_000)
  await expect(heading).toHaveText('Tu Catálogo en línea, listo para compartir')
  await page.clock.runFor(5_000)
  await expect(heading).toHaveText('Tu Menú en línea, listo para compartir')
})

test('a link to a section lands on it even after other pages in the same tab', async ({ page, visit }) => {
  // The router keeps each page's scroll position for the tab; a page loaded anew from an address must not
  // take another page's position for its own and leave the reader at the top instead of at #contacto.
  await visit('/')
  await waitForApp(page)
  await visit('/privacy')
  await visit('/#contacto')
  await waitForApp(page)
  await expect(page.locator('#contacto').getByRole('heading', { level: 2 })).toBeInViewport()
  await expect(page.locator('#contacto').getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled()
})

test('a contact message shows each error, then is accepted and mailed to support', async ({ page }) => {
  await page.goto('/#contacto')
  const form = page.locator('#contacto')
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  for (const error of [
    'El nombre es obligatorio',
    'El email es obligatorio',
    'El mensaje es obligatorio',
    'Debes aceptar la política de privacidad',
  ]) {
    await expect(form.getByText(error)).toBeVisible()
  }
  // The industry's message is the words of its empty choice: told apart by being the select's description.
  await expect(form.getByRole('combobox', { name: /^Sector/ })).toHaveAccessibleDescription(
    'Selecciona un sector',
  )
  await form.getByRole('textbox', { name: /^Email/ }).fill('ana@')
  // Editing a field clears its message (docs/product-spec.md §5); the next sending judges it again.
  await expect(form.getByText('El email es obligatorio')).toBeHidden()
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(form.getByText('El email no es válido')).toBeVisible()

  const subject = `Demo ${Date.now()}`
  await form.getByRole('textbox', { name: /^Nombre/ }).fill('Ana Gómez')
  await form.getByRole('textbox', { name: /^Email/ }).fill('ana@cafe.example')
  await form.getByRole('combobox', { name: /^Sector/ }).selectOption('Restaurantes')
  await form.getByRole('textbox', { name: /^Mensaje/ }).fill(subject)
  await form.getByRole('checkbox', { name: /Acepto la política de privacidad/ }).check()
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(form.getByRole('status')).toContainText(
    'Mensaje enviado. Nos pondremos en contacto contigo pronto.',
  )

  const mail = await fetchMail('ayuda@vitrina.test', subject)
  expect(mail.text).toContain(subject)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the landing is all there: sections, counters, FAQ and the links in', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu Menú en línea, listo para compartir')
    for (const id of ['inicio', 'demo', 'beneficios', 'como-funciona', 'caracteristicas', 'testimonios']) {
      await expect(page.locator(`#${id}`)).toBeAttached()
    }
    // The FAQ opens natively, one answer at a time, with no script at all.
    await expect(page.locator('#preguntas details')).toHaveCount(5)
    const formats = faqQuestion(page, '¿Qué formatos de menú puedo subir?')
    await formats.locator('summary').click()
    await expect(formats.getByText(/Fotos JPG o PNG/)).toBeVisible()
    await faqQuestion(page, '¿Necesito conocimientos técnicos?').locator('summary').click()
    await expect(formats).not.toHaveAttribute('open')
    await expect(page.locator('#contacto').getByRole('textbox', { name: /^Nombre/ })).toBeVisible()
    const results = page.getByRole('region', { name: 'Resultados que se notan' })
    await expect(results.getByRole('definition')).toHaveText([/40%$/, /80%$/, '2.000+'])
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toHaveAttribute('href', '/login')
  })

  test('each language has its own title, description and Open Graph tags', async ({ page, baseURL }) => {
    await page.goto('/?lang=en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle('Vitrina · Digital menus and catalogs for your business')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Menu online, ready to share')
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    expect(await meta('meta[name="description"]')).toMatch(/^Photograph your paper menu/)
    expect(await meta('meta[property="og:title"]')).toBe(
      'Vitrina · Digital menus and catalogs for your business',
    )
    expect(await meta('meta[property="og:url"]')).toBe(`${baseURL}/?lang=en`)
    expect(await meta('meta[property="og:locale"]')).toBe('en_US')
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}/`)

    await page.goto('/')
    await expect(page).toHaveTitle('Vitrina · Menús y catálogos digitales para tu negocio')
    expect(await meta('meta[property="og:locale"]')).toBe('es_ES')
  })
})

test('the app takes over the rendered landing without replacing it, and keeps the language chosen', async ({
  page,
}) => {
  // Counts removals under #root from the very start: hydration keeps the rendered nodes, a fresh render
  // would replace them.
  await page.addInitScript(() => {
    const counts = { removed: 0 }
    Object.assign(window, { rootMutations: counts })
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root') counts.removed += record.removedNodes.length
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/')
  await waitForApp(page)
  // The app's own handlers answer: the contact form, kept by the hydrated React, shows its errors.
  const contact = page.locator('#contacto')
  // Its form hydrates as it comes near; its button is enabled then.
  await contact.scrollIntoViewIfNeeded()
  await contact.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(contact.getByText('El nombre es obligatorio')).toBeVisible()
  expect(
    await page.evaluate(
      () => (window as unknown as { rootMutations: { removed: number } }).rootMutations.removed,
    ),
  ).toBe(0)

  // The toggle's choice is what the server renders next time, even where the address named a language.
  await page.getByRole('button', { name: 'EN, cambiar a inglés' }).first().click()
  // The English messages are downloaded on this first switch; the choice is kept once they are shown.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Menu online, ready to share')
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe('en')
})

test('the toggle wins over a language named in the address, across a reload', async ({ page }) => {
  await page.goto('/?lang=en')
  await waitForApp(page)
  await page.getByRole('button', { name: 'ES, switch to Spanish' }).first().click()
  await expect(page).toHaveURL(/\?lang=es$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu Menú en línea, listo para compartir')
})
