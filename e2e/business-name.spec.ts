import type { Page } from '@playwright/test'
import { CODE_MAIL, codeInMail, expect, newAccount, registration, speakLanguage, test } from './fixtures.ts'
import { bookOnPublicPage } from './support/public-booking.ts'
import { fetchMail } from './support/services-config.ts'

// The business's name, typed at sign-up, names everything a diner sees: Inicio's public address, the menu,
// the booking page and the booking's e-mail; its address is made from it. An owner whose business still has
// their own name (made before sign-up asked) is told so on Inicio, once.

/** Confirms the owner's e-mail with the mailed code, so that their public pages are live. */
async function confirmEmail(page: Page, email: string) {
  const code = codeInMail(await fetchMail(email, CODE_MAIL.confirmation))
  const confirmed = await page.request.post('/api/email-verifications/confirm', { data: { code } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
}

const notice = (page: Page) => page.getByRole('region', { name: /^Tu negocio se llama/ })

test('the business’s name from the register form is on Inicio, the menu, the booking page and the diner’s mail', async ({
  page,
  visit,
  expectAccessible,
}) => {
  page.setDefaultTimeout(15_000)
  const account = { ...newAccount('nombre'), name: 'Lucía Fernández', businessName: 'Arepas La Esquina' }
  await visit('/register')
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(account.name)
  await page.getByRole('textbox', { name: 'Nombre de tu negocio' }).fill(account.businessName)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email)
  await page.getByLabel(/^Contraseña/).fill(account.password)
  await page.getByLabel(/^Repetir contraseña/).fill(account.password)
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check()
  await expectAccessible()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page).toHaveURL('/dashboard')
  await confirmEmail(page, account.email)

  const me = await (await page.request.get('/api/me')).json()
  expect(me.user).toMatchObject({ name: 'Lucía Fernández', business: { name: 'Arepas La Esquina' } })
  const slug: string = me.user.business.slug
  // Made from the business's name (a tail is added when another business has it already).
  expect(slug).toMatch(/^arepas-la-esquina(-[0-9a-f]{6})?$/)

  // A first catalogue, active, and bookings confirmed as they come.
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  const rules = await (await page.request.get('/api/booking-rules')).json()
  const saved = await page.request.put('/api/booking-rules', {
    data: { ...rules.rules, reservasPublicas: true, autoConfirmar: true },
  })
  expect(saved.ok(), await saved.text()).toBe(true)

  await visit('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeVisible()
  const publicMenu = page.getByRole('region', { name: 'Tu menú público' })
  await expect(publicMenu.getByRole('textbox', { name: 'Enlace público' })).toHaveValue(
    `${new URL(page.url()).origin}/m/${slug}`,
  )
  await expect(notice(page)).toHaveCount(0)

  await visit(`/m/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arepas La Esquina')

  const diner = { name: 'Mariana Quintero', email: `mariana-nombre-${Date.now()}@example.com` }
  await visit(`/m/${slug}/reservar?lang=es`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arepas La Esquina')
  await bookOnPublicPage(page, visit, slug, diner, { answer: 'Reserva confirmada' })

  const mail = await fetchMail(diner.email, 'está confirmada')
  expect(mail.subject).toBe('Reserva confirmada en Arepas La Esquina')
})

test('an owner whose business has their own name is told on Inicio, and not again once they close it', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const account = newAccount('mismo-nombre')
  const registered = await page.request.post('/api/accounts', {
    data: { ...registration(account), businessName: account.name },
  })
  expect(registered.status(), await registered.text()).toBe(201)

  await visit('/dashboard')
  await expect(notice(page)).toContainText(`Tu negocio se llama «${account.name}», como tú`)
  await expectAccessible()
  await notice(page).getByRole('button', { name: 'Cerrar aviso del nombre del negocio' }).click()
  await expect(notice(page)).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
})

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 360, height: 800 } })

  test('the register form takes the business’s name, which heads Inicio’s menu link and the menu', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    page.setDefaultTimeout(15_000)
    const account = { ...newAccount('name-en'), name: 'Lucy Fernández', businessName: 'Corner Arepas' }
    await visit('/register?lang=en')
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(account.name)
    await page.getByRole('textbox', { name: "Your business's name" }).fill(account.businessName)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email)
    await page.getByLabel(/^Password/).fill(account.password)
    await page.getByLabel(/^Repeat password/).fill(account.password)
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check()
    await expectAccessible()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL('/dashboard')
    await confirmEmail(page, account.email)

    const me = await (await page.request.get('/api/me')).json()
    const slug: string = me.user.business.slug
    expect(slug).toMatch(/^corner-arepas(-[0-9a-f]{6})?$/)
    const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
    expect(catalogue.ok(), await catalogue.text()).toBe(true)

    await visit('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Vitrina!' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Your public menu' }).getByRole('textbox', { name: 'Public link' }),
    ).toHaveValue(`${new URL(page.url()).origin}/m/${slug}`)
    await expect(page.getByRole('region', { name: /^Your business is called/ })).toHaveCount(0)

    await visit(`/m/${slug}?lang=en`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corner Arepas')
  })

  test('an owner whose business has their own name is told once, and led to the business’s settings', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    const account = newAccount('same-name-en')
    const registered = await page.request.post('/api/accounts', {
      data: { ...registration(account), businessName: account.name },
    })
    expect(registered.status(), await registered.text()).toBe(201)
    await speakLanguage(page, 'en')

    await visit('/dashboard')
    const englishNotice = page.getByRole('region', { name: /^Your business is called/ })
    await expect(englishNotice).toContainText(`Your business is called “${account.name}”, like you`)
    await expectAccessible()
    await englishNotice.getByRole('link', { name: "Change the business's name" }).click()
    await expect(page).toHaveURL('/dashboard/configuracion/negocio')
    await expect(page.getByRole('textbox', { name: /^Business name/ })).toHaveValue(account.name)
  })
})
