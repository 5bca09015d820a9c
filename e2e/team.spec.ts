import type { Browser, Page } from '@playwright/test'
import {
  expect,
  expectAccessible,
  newAccount,
  registerConfirmedOwner,
  speakLanguage,
  test,
} from './fixtures.ts'
import { newOwnerCatalogue } from './support/allergens-menu.ts'
import { PHONE_AND_DESKTOP } from './support/device-shots.ts'
import { fetchMail } from './support/services-config.ts'

// The team (decision 073), end to end: the owner invites a staff member from Configuración → Equipo, the
// invitee joins by the mail's link and works within the role's limits, then is removed and told so.

const TEXTS = {
  es: {
    members: 'Miembros',
    email: 'Correo electrónico',
    role: 'Rol',
    staff: 'Personal',
    invite: 'Invitar',
    sent: 'Invitación enviada a',
    join: 'Unirme al equipo',
    profileMenu: /Menú de perfil/,
    openMenu: 'Abrir menú',
    products: 'Productos',
    clients: 'Clientes / CRM',
    templates: 'Plantillas',
    reservations: 'Reservas',
    newProduct: 'Nuevo producto',
    soldOut: 'Agotado hoy: Pan de la casa',
    edit: 'Editar Pan de la casa',
    remove: (name: string) => `Quitar a ${name} del equipo`,
    confirmRemove: 'Sí, quitar',
    ended: 'Ya no formas parte de ese negocio. Vuelves a trabajar en el tuyo.',
  },
  en: {
    members: 'Members',
    email: 'E-mail',
    role: 'Role',
    staff: 'Staff',
    invite: 'Invite',
    sent: 'Invitation sent to',
    join: 'Join the team',
    profileMenu: /Profile menu/,
    openMenu: 'Open menu',
    products: 'Products',
    clients: 'Clients / CRM',
    templates: 'Templates',
    reservations: 'Reservations',
    newProduct: 'New product',
    soldOut: 'Sold out today: Pan de la casa',
    edit: 'Edit Pan de la casa',
    remove: (name: string) => `Remove ${name} from the team`,
    confirmRemove: 'Yes, remove',
    ended: 'You are no longer a member of that business. You are back in your own.',
  },
} as const

const CASES = [
  { device: 'desktop', language: 'es' },
  { device: 'phone', language: 'en' },
] as const

/** The staff member's own browser: a second person, on the same kind of device. */
async function openSecondBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    reducedMotion: 'reduce',
  })
  return context.newPage()
}

/** Follows a navigation entry: in the sidebar on a desktop, in the drawer on a phone. */
async function follow(
  page: Page,
  device: 'desktop' | 'phone',
  texts: (typeof TEXTS)['es' | 'en'],
  name: string,
) {
  if (device === 'phone') await page.getByRole('button', { name: texts.openMenu }).click()
  await page.getByRole('link', { name, exact: true }).click()
}

for (const { device, language } of CASES) {
  test(`an owner invites staff, who joins by the mail's link and is later removed (${device}, ${language})`, async ({
    page,
    browser,
  }) => {
    const texts = TEXTS[language]
    await page.setViewportSize(PHONE_AND_DESKTOP[device])
    const owner = await newOwnerCatalogue(page, 'team')
    const entradas = owner.categories.find((category) => category.name === 'Entradas')!
    const dish = await page.request.post(`/api/catalogues/${owner.catalogueId}/products`, {
      data: { categoryId: entradas.id, name: 'Pan de la casa', price: '3500' },
    })
    expect(dish.ok(), await dish.text()).toBe(true)
    await speakLanguage(page, language)

    // The owner invites the staff member by e-mail.
    const staff = newAccount('staff')
    await page.goto('/dashboard/configuracion/equipo')
    await expect(page.getByRole('heading', { name: texts.members })).toBeVisible()
    await page.getByRole('textbox', { name: texts.email }).fill(staff.email)
    await page.getByRole('combobox', { name: texts.role, exact: true }).selectOption({ label: texts.staff })
    await page.getByRole('button', { name: texts.invite, exact: true }).click()
    await expect(page.getByText(`${texts.sent} ${staff.email}.`)).toBeVisible()
    await expect(page.getByText(staff.email, { exact: true })).toBeVisible()
    await expectAccessible(page)

    const mail = await fetchMail(staff.email, '/equipo/invitacion')
    const link = /\/equipo\/invitacion\?token=[\w-]+/.exec(mail.text)?.[0]
    expect(link, 'the invitation link in the mail').toBeDefined()

    // The staff member has an account of their own, opens the link and joins.
    const staffPage = await openSecondBrowser(browser, page)
    try {
      await registerConfirmedOwner(staffPage.request, staff)
      await speakLanguage(staffPage, language)
      await staffPage.goto(link!)
      const join = staffPage.getByRole('button', { name: texts.join })
      await expect(join).toBeVisible()
      await expectAccessible(staffPage)
      await join.click()
      await expect(staffPage).toHaveURL('/dashboard')

      // Both businesses are in the switcher, the one joined checked.
      if (device === 'phone') await staffPage.getByRole('button', { name: texts.openMenu }).click()
      await staffPage.getByRole('button', { name: texts.profileMenu }).click()
      const menu = staffPage.getByRole('menu')
      await expect(menu.getByRole('menuitem', { name: new RegExp(staff.businessName) })).toBeVisible()
      const joined = menu.getByRole('menuitem', { name: /Casa team/ })
      await expect(joined).toHaveAttribute('aria-current', 'true')
      await expect(joined).toContainText(texts.staff)
      await expectAccessible(staffPage)
      await staffPage.keyboard.press('Escape')
      if (device === 'phone') await staffPage.keyboard.press('Escape')

      // Staff see the dishes and may mark one sold out, but make none; no Plantillas in the navigation.
      await staffPage.goto('/dashboard/productos')
      await expect(staffPage.getByRole('button', { name: texts.soldOut })).toBeVisible()
      await expect(staffPage.getByRole('button', { name: texts.newProduct })).toHaveCount(0)
      await expect(staffPage.getByRole('button', { name: texts.edit })).toHaveCount(0)
      await expect(staffPage.getByRole('link', { name: texts.templates })).toHaveCount(0)
      await follow(staffPage, device, texts, texts.reservations)
      await expect(staffPage).toHaveURL('/dashboard/reservas')

      // The owner removes them.
      await page.reload()
      await page.getByRole('button', { name: texts.remove(staff.name) }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: texts.confirmRemove }).click()
      await expect(page.getByText(staff.email, { exact: true })).toHaveCount(0)

      // Their next step is refused once and explained; they are back in their own business (an owner again).
      await follow(staffPage, device, texts, texts.clients)
      await expect(staffPage.getByText(texts.ended)).toBeVisible()
      await expect(staffPage.getByRole('link', { name: texts.templates })).toHaveCount(
        device === 'phone' ? 0 : 1,
      )
      await expectAccessible(staffPage)
    } finally {
      await staffPage.context().close()
    }
  })
}
