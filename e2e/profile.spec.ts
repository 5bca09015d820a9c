import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import {
  type Account,
  codeInMail,
  expect,
  newAccount,
  registerConfirmedOwner,
  speakLanguage,
  test,
} from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// Mi perfil, Configuración → Negocio and → Notificaciones (decision 041). Every journey has an owner of its
// own: it changes the name, the email, the photo and the public address, which the shared owner must keep.
// Screenshots go to test-results/profile/ (or PROFILE_SHOTS_DIR).

const SHOTS = process.env.PROFILE_SHOTS_DIR ?? 'test-results/profile'
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

const WORDS = {
  es: {
    name: /^Nombre/,
    save: 'Guardar',
    saved: 'Perfil actualizado correctamente',
    required: 'Este campo es obligatorio.',
    notImage: /no es una imagen que podamos usar/,
    photo: 'Tu foto de perfil',
    change: 'Cambiar foto',
    remove: 'Quitar foto',
    confirmRemove: 'Sí, quitar foto',
  },
  en: {
    name: /^Name/,
    save: 'Save',
    saved: 'Profile updated successfully',
    required: 'This field is required.',
    notImage: /not an image we can use/,
    photo: 'Your profile photo',
    change: 'Change photo',
    remove: 'Remove photo',
    confirmRemove: 'Yes, remove photo',
  },
} as const

function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  return page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A new confirmed owner signed in on the page; answers its account and its public address. */
async function startOwner(page: Page, label: string): Promise<{ account: Account; slug: string }> {
  const account = newAccount(label)
  const { business } = await registerConfirmedOwner(page.request, account)
  return { account, slug: business.slug }
}

const profileMenu = (page: Page) => page.getByRole('button', { name: /Menú de perfil|Profile menu/ })

for (const [device, language] of [
  ['desktop', 'es'],
  ['phone', 'en'],
] as const) {
  test(`Mi perfil on a ${device} in ${language}: edit, required fields, photo up and down`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    const words = WORDS[language]
    const tag = `${device}-${language}`
    await page.setViewportSize(VIEWPORTS[device])
    const { account } = await startOwner(page, `perfil-${device}`)
    // The owner's language, saved and on this device (a page opened signed in keeps the device's).
    await speakLanguage(page, language)

    await visit('/dashboard/mi-perfil')
    const name = page.getByRole('textbox', { name: words.name })
    await expect(name).toHaveValue(account.name)
    await expectAccessible()
    await shoot(page, `${tag}-profile`)

    // Name, email and phone are required (docs/product-spec.md §5): said at the field, nothing saved.
    await name.fill('')
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByText(words.required)).toBeVisible()
    await expect(name).toBeFocused()
    await expectAccessible()

    await name.fill('Lucía Gómez Prueba')
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByText(words.saved)).toBeVisible()
    if (device === 'desktop') {
      // The sidebar's profile menu follows at once.
      await expect(profileMenu(page)).toContainText('Lucía Gómez Prueba')
      await expect(profileMenu(page)).toContainText('LG')
    }

    // A file that is not an image is refused before it is sent.
    const fileInput = page.locator('input[type=file]')
    await fileInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') })
    await expect(page.getByText(words.notImage)).toBeVisible()
    await expectAccessible()

    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 194, g: 65, b: 12 } },
    })
      .png()
      .toBuffer()
    await fileInput.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png })
    const photo = page.getByRole('img', { name: words.photo })
    await expect(photo).toBeVisible()
    // Cropped square by the server.
    const size = await photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])
    expect(size[0]).toBe(size[1])
    if (device === 'desktop') await expect(profileMenu(page).locator('img')).toBeVisible()
    await expectAccessible()
    await shoot(page, `${tag}-photo`)

    // Still there after a reload: saved on the server.
    await page.reload()
    await expect(name).toHaveValue('Lucía Gómez Prueba')
    await expect(photo).toBeVisible()

    await page.getByRole('button', { name: words.remove }).click()
    const question = page.getByRole('alertdialog')
    await expectAccessible()
    await question.getByRole('button', { name: words.confirmRemove }).click()
    await expect(photo).toBeHidden()
    if (device === 'desktop') await expect(profileMenu(page).locator('img')).toHaveCount(0)
  })
}

test('changing the email goes through a code sent to the new address; an address in use is refused', async ({
  page,
  visit,
  owner,
  expectAccessible,
}) => {
  const { account } = await startOwner(page, 'correo')
  await visit('/dashboard/mi-perfil')
  const email = page.getByRole('textbox', { name: /^Email/ })
  await expect(email).toHaveValue(account.email)

  // The shared owner's address belongs to another account.
  await email.fill(owner.email)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Este email ya está en uso por otra cuenta. Usa otro.')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const newEmail = account.email.replace('@', '-nuevo@')
  await email.fill(newEmail)
  await page.getByRole('button', { name: 'Guardar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirma tu nuevo email' })
  await expect(dialog).toContainText(newEmail)
  await expectAccessible()
  await shoot(page, 'desktop-es-email-code')
  // Nothing changed yet.
  expect((await (await page.request.get('/api/profile')).json()).email).toBe(account.email)

  const code = codeInMail(await fetchMail(newEmail))
  await dialog
    .getByRole('textbox')
    .first()
    .fill(code[0] ?? '')
  await page.keyboard.type(code.slice(1))
  await dialog.getByRole('button', { name: 'Verificar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Email actualizado: ahora es ${newEmail}.`)).toBeVisible()
  await expect(email).toHaveValue(newEmail)
  await expect(profileMenu(page)).toContainText(newEmail)
  // The old address is told.
  expect((await fetchMail(account.email, newEmail)).subject).toContain('cambió')
})

test('Negocio: an unsafe or taken address is refused at the field; a new one keeps the old redirecting; notifications persist', async ({
  page,
  request,
  visit,
  expectAccessible,
}) => {
  // Two settings screens, each in Spanish on a desktop and in English on a phone, with their accessibility
  // checks and screenshots: 1.5 minutes when other journeys share the two cores.
  test.setTimeout(180_000)
  const { slug: oldSlug } = await startOwner(page, 'negocio')
  // A catalogue, so that the public menu is there to show the business's contact.
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  // Another business, whose address is taken.
  const { business: other } = await registerConfirmedOwner(request, newAccount('vecino'))

  await visit('/dashboard/configuracion/negocio')
  const slug = page.getByRole('textbox', { name: /Dirección de tu menú público/ })
  await expect(slug).toHaveValue(oldSlug)
  await expectAccessible()
  await shoot(page, 'desktop-es-business')

  await slug.fill('Mi Café')
  await expect(page.getByText(/Usa de 3 a 48 letras minúsculas/)).toBeVisible()
  await expect(slug).toHaveAttribute('aria-invalid', 'true')

  await slug.fill(other.slug)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Esa dirección ya la usa otro negocio. Elige otra.')).toBeVisible()
  await expectAccessible()

  const newSlug = `${oldSlug}-nuevo`
  await slug.fill(newSlug)
  await expect(page.getByText(/La dirección anterior .* seguirá llevando a tu menú/)).toBeVisible()
  const zone = page.getByRole('combobox', { name: 'Zona horaria del negocio' })
  await zone.click()
  await page.keyboard.type('madrid')
  await page.keyboard.press('Enter')
  await expect(zone).toHaveAccessibleDescription(/Europe\/Madrid/)
  await page.getByRole('textbox', { name: 'Teléfono de contacto' }).fill('+57 601 555 0101')
  await page.getByRole('textbox', { name: 'Dirección del negocio' }).fill('Calle 10 # 5-20, Bogotá')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Datos del negocio guardados')).toBeVisible()

  const redirect = await page.request.get(`/m/${oldSlug}`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expect(redirect.headers().location).toMatch(new RegExp(`/m/${newSlug}$`))
  await page.reload()
  await expect(slug).toHaveValue(newSlug)
  await expect(zone).toHaveAccessibleDescription(/Europe\/Madrid/)

  // A diner with the old address (a printed QR code) lands on the menu, which shows how to reach the business.
  await page.goto(`/m/${oldSlug}`)
  await expect(page).toHaveURL(new RegExp(`/m/${newSlug}$`))
  await expect(page.getByRole('link', { name: '+57 601 555 0101' })).toHaveAttribute(
    'href',
    'tel:+576015550101',
  )
  await expect(page.getByText('Calle 10 # 5-20, Bogotá')).toBeVisible()

  // Notificaciones: the toggles are saved on the server.
  await visit('/dashboard/configuracion/notificaciones')
  const marketing = page.getByRole('switch', { name: 'Marketing y novedades' })
  const reminders = page.getByRole('switch', { name: 'Recordatorios de citas' })
  await expect(marketing).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByRole('switch', { name: /Notificaciones push/ })).toBeDisabled()
  await expectAccessible()
  await marketing.click()
  await reminders.click()
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Configuración guardada')).toBeVisible()
  await shoot(page, 'desktop-es-notifications')
  await page.reload()
  await expect(marketing).toHaveAttribute('aria-checked', 'true')
  await expect(reminders).toHaveAttribute('aria-checked', 'false')

  // The same screens on a phone, in English.
  await page.setViewportSize(VIEWPORTS.phone)
  await speakLanguage(page, 'en')
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Marketing and news' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expectAccessible()
  await shoot(page, 'phone-en-notifications')
  await visit('/dashboard/configuracion/negocio')
  await expect(page.getByRole('textbox', { name: /Address of your public menu/ })).toHaveValue(newSlug)
  await expectAccessible()
  await shoot(page, 'phone-en-business')

  // In dark, each screen readable (axe's contrast included), the open zone list too.
  const dark = await page.request.patch('/api/settings', { data: { preferences: { theme: 'dark' } } })
  expect(dark.status()).toBe(200)
  for (const [path, name] of [
    ['/dashboard/configuracion/negocio', 'business'],
    ['/dashboard/configuracion/notificaciones', 'notifications'],
    ['/dashboard/mi-perfil', 'profile'],
  ] as const) {
    await visit(path)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectAccessible()
    await shoot(page, `phone-en-dark-${name}`)
  }
  await page.setViewportSize(VIEWPORTS.desktop)
  await visit('/dashboard/configuracion/negocio')
  await page.getByRole('combobox', { name: 'Business time zone' }).click()
  await page.keyboard.type('america')
  await expect(page.getByRole('listbox', { name: 'Business time zone' })).toBeVisible()
  await expectAccessible()
  await shoot(page, 'desktop-en-dark-business-zones')
})
