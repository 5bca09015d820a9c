import type { Browser, Page } from '@playwright/test'
import { request as apiRequest } from '@playwright/test'
import {
  type Account,
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

// The team (decision 073), end to end, on a phone and a desktop in Spanish and English: the owner invites a
// manager and a staff member from Configuración → Equipo; each joins by the mail's link (the manager signing
// in through the form) and sees what the role allows; the staff member confirms a booking and the owner's
// activity log names them; the owner removes the staff member, whose open session loses the business.

const TEXTS = {
  es: {
    members: 'Miembros',
    email: 'Correo electrónico',
    role: 'Rol',
    owner: 'Propietario',
    manager: 'Gestor',
    staff: 'Personal',
    invite: 'Invitar',
    sent: 'Invitación enviada a',
    signIn: 'Iniciar sesión',
    loginEmail: 'Email',
    loginPassword: /^Contraseña/,
    loginSubmit: 'Iniciar Sesión',
    join: 'Unirme al equipo',
    settingsTabs: 'Secciones de la configuración',
    tabs: { team: 'Equipo', activity: 'Actividad', business: 'Negocio', payments: 'Pagos' },
    profileMenu: /Menú de perfil/,
    openMenu: 'Abrir menú',
    products: 'Productos',
    clients: 'Clientes / CRM',
    templates: 'Plantillas',
    reservations: 'Reservas',
    newProduct: 'Nuevo producto',
    soldOut: 'Agotado hoy: Pan de la casa',
    edit: 'Editar Pan de la casa',
    nextMonth: 'Mes siguiente',
    list: 'Lista',
    booking: '20:00 Pedro Ruiz',
    confirm: 'Confirmar',
    confirmed: 'Confirmada',
    activityLog: 'Registro de actividad',
    confirmedBy: (name: string) => `${name} confirmó la reserva de Pedro Ruiz`,
    remove: (name: string) => `Quitar a ${name} del equipo`,
    confirmRemove: 'Sí, quitar',
    ended: 'Ya no formas parte de ese negocio. Vuelves a trabajar en el tuyo.',
  },
  en: {
    members: 'Members',
    email: 'E-mail',
    role: 'Role',
    owner: 'Owner',
    manager: 'Manager',
    staff: 'Staff',
    invite: 'Invite',
    sent: 'Invitation sent to',
    signIn: 'Sign in',
    loginEmail: 'Email',
    loginPassword: /^Password/,
    loginSubmit: 'Log in',
    join: 'Join the team',
    settingsTabs: 'Settings sections',
    tabs: { team: 'Team', activity: 'Activity', business: 'Business', payments: 'Payments' },
    profileMenu: /Profile menu/,
    openMenu: 'Open menu',
    products: 'Products',
    clients: 'Clients / CRM',
    templates: 'Templates',
    reservations: 'Reservations',
    newProduct: 'New product',
    soldOut: 'Sold out today: Pan de la casa',
    edit: 'Edit Pan de la casa',
    nextMonth: 'Next month',
    list: 'List',
    booking: '20:00 Pedro Ruiz',
    confirm: 'Confirm',
    confirmed: 'Confirmed',
    activityLog: 'Activity log',
    confirmedBy: (name: string) => `${name} confirmed Pedro Ruiz's booking`,
    remove: (name: string) => `Remove ${name} from the team`,
    confirmRemove: 'Yes, remove',
    ended: 'You are no longer a member of that business. You are back in your own.',
  },
} as const
type Texts = (typeof TEXTS)['es' | 'en']
type Device = 'desktop' | 'phone'

const CASES = [
  { device: 'desktop', language: 'es' },
  { device: 'desktop', language: 'en' },
  { device: 'phone', language: 'es' },
  { device: 'phone', language: 'en' },
] as const

/** A day of next month on the business's calendar (Bogotá), always ahead of any clock a journey moved on. */
function nextMonthDay(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number]
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
  return `${next.year}-${String(next.month).padStart(2, '0')}-05`
}

/** A second person's own browser, on the same kind of device. */
async function openSecondBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    reducedMotion: 'reduce',
  })
  return context.newPage()
}

/** Follows a navigation entry: in the sidebar on a desktop, in the drawer on a phone. */
async function follow(page: Page, device: Device, texts: Texts, name: string) {
  if (device === 'phone') await page.getByRole('button', { name: texts.openMenu }).click()
  await page.getByRole('link', { name, exact: true }).click()
}

/** The owner invites `account` with `roleLabel` from Equipo; answers the link the invitation mail holds. */
async function invite(page: Page, texts: Texts, account: Account, roleLabel: string): Promise<string> {
  await page.getByRole('textbox', { name: texts.email }).fill(account.email)
  await page.getByRole('combobox', { name: texts.role, exact: true }).selectOption({ label: roleLabel })
  await page.getByRole('button', { name: texts.invite, exact: true }).click()
  await expect(page.getByText(`${texts.sent} ${account.email}.`)).toBeVisible()
  await expect(page.getByText(account.email, { exact: true })).toBeVisible()
  const mail = await fetchMail(account.email, '/equipo/invitacion')
  const link = /\/equipo\/invitacion\?token=[\w-]+/.exec(mail.text)?.[0]
  expect(link, 'the invitation link in the mail').toBeDefined()
  return link as string
}

/** An account of the person's own, made apart from their browser: they will sign in to it through the form. */
async function existingAccount(origin: string, account: Account, language: 'es' | 'en') {
  const request = await apiRequest.newContext({ baseURL: origin })
  try {
    await registerConfirmedOwner(request, account)
    const saved = await request.patch('/api/settings', { data: { preferences: { language } } })
    expect(saved.status(), await saved.text()).toBe(200)
  } finally {
    await request.dispose()
  }
}

/** The settings tabs the signed-in member sees. */
const settingsTabs = (page: Page, texts: Texts) =>
  page.getByRole('navigation', { name: texts.settingsTabs }).getByRole('link')

for (const { device, language } of CASES) {
  test(`an owner's manager and staff work within their roles, and staff leave when removed (${device}, ${language})`, async ({
    page,
    browser,
  }) => {
    // Three people's browsers on two shared cores, with axe on seven screens.
    test.slow()
    const texts = TEXTS[language]
    await page.setViewportSize(PHONE_AND_DESKTOP[device])
    const owner = await newOwnerCatalogue(page, 'team')
    const entradas = owner.categories.find((category) => category.name === 'Entradas')!
    const dish = await page.request.post(`/api/catalogues/${owner.catalogueId}/products`, {
      data: { categoryId: entradas.id, name: 'Pan de la casa', price: '3500' },
    })
    expect(dish.ok(), await dish.text()).toBe(true)
    const booking = await page.request.post('/api/appointments', {
      data: { date: nextMonthDay(), time: '20:00', client: 'Pedro Ruiz', partySize: 2, status: 'pending' },
    })
    expect(booking.status(), await booking.text()).toBe(201)
    await speakLanguage(page, language)

    // The owner invites a manager and a staff member by e-mail.
    const manager = newAccount('manager')
    const staff = newAccount('staff')
    await page.goto('/dashboard/configuracion/equipo')
    await expect(page.getByRole('heading', { name: texts.members })).toBeVisible()
    const managerLink = await invite(page, texts, manager, texts.manager)
    const staffLink = await invite(page, texts, staff, texts.staff)
    await expectAccessible(page)

    // The manager already has an account: the link asks them to sign in, and brings them back to join.
    await existingAccount(new URL(page.url()).origin, manager, language)
    const managerPage = await openSecondBrowser(browser, page)
    const staffPage = await openSecondBrowser(browser, page)
    try {
      await managerPage.addInitScript((stored) => localStorage.setItem('language', stored), language)
      await managerPage.goto(managerLink)
      await managerPage.getByRole('link', { name: texts.signIn, exact: true }).click()
      await managerPage.getByRole('textbox', { name: texts.loginEmail, exact: true }).fill(manager.email)
      await managerPage.getByLabel(texts.loginPassword).fill(manager.password)
      await managerPage.getByRole('button', { name: texts.loginSubmit, exact: true }).click()
      await managerPage.getByRole('button', { name: texts.join }).click()
      await expect(managerPage).toHaveURL('/dashboard')

      // A manager runs the team but for its owners, reads the activity, and has no business or payments tabs.
      await managerPage.goto('/dashboard/configuracion/equipo')
      await expect(managerPage.getByRole('heading', { name: texts.members })).toBeVisible()
      const tabs = settingsTabs(managerPage, texts)
      await expect(tabs.filter({ hasText: texts.tabs.activity })).toBeVisible()
      await expect(tabs.filter({ hasText: texts.tabs.business })).toHaveCount(0)
      await expect(tabs.filter({ hasText: texts.tabs.payments })).toHaveCount(0)
      const roles = managerPage.getByRole('combobox', { name: texts.role, exact: true }).getByRole('option')
      await expect(roles).not.toContainText([texts.owner])
      await expect(roles.filter({ hasText: texts.staff })).toHaveCount(1)
      await expectAccessible(managerPage)
      await managerPage.screenshot({ path: test.info().outputPath(`manager-team-${device}-${language}.png`) })
      await managerPage.goto('/dashboard/productos')
      await expect(managerPage.getByRole('button', { name: texts.newProduct, exact: true })).toBeVisible()

      // The staff member registers on their own, opens the link and joins.
      await registerConfirmedOwner(staffPage.request, staff)
      await speakLanguage(staffPage, language)
      await staffPage.goto(staffLink)
      const join = staffPage.getByRole('button', { name: texts.join })
      await expect(join).toBeVisible()
      await expectAccessible(staffPage)
      await join.click()
      await expect(staffPage).toHaveURL('/dashboard')

      // Both their businesses are in the switcher, the one joined checked.
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

      // Staff confirm the pending booking.
      await follow(staffPage, device, texts, texts.reservations)
      await expect(staffPage).toHaveURL('/dashboard/reservas')
      await staffPage.getByRole('button', { name: texts.nextMonth }).click()
      await staffPage.getByRole('button', { name: texts.list, exact: true }).click()
      const pedro = staffPage.getByRole('article', { name: texts.booking })
      await pedro.getByRole('button', { name: texts.confirm }).click()
      await expect(pedro.getByText(texts.confirmed, { exact: true })).toBeVisible()
      await expectAccessible(staffPage)

      // The owner's activity log says who confirmed it.
      await page.goto('/dashboard/configuracion/actividad')
      await expect(page.getByRole('heading', { name: texts.activityLog })).toBeVisible()
      await expect(page.getByText(texts.confirmedBy(staff.name))).toBeVisible()
      await expectAccessible(page)
      await page.screenshot({ path: test.info().outputPath(`activity-${device}-${language}.png`) })

      // The owner removes the staff member.
      await page.goto('/dashboard/configuracion/equipo')
      await page.getByRole('button', { name: texts.remove(staff.name) }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: texts.confirmRemove }).click()
      await expect(page.getByText(staff.email, { exact: true })).toHaveCount(0)

      // Their open session's next step is refused once and explained; they are back in their own business.
      await follow(staffPage, device, texts, texts.clients)
      await expect(staffPage.getByText(texts.ended)).toBeVisible()
      await expect(staffPage.getByRole('link', { name: texts.templates })).toHaveCount(
        device === 'phone' ? 0 : 1,
      )
      await expectAccessible(staffPage)
    } finally {
      await managerPage.context().close()
      await staffPage.context().close()
    }
  })
}
