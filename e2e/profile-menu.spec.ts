import { expect, test } from './fixtures.ts'

// These journeys sign out, which ends the session they are in: each gets one of its own.
test.use({ session: 'own' })

test('the profile menu opens upward, closes on an outside click, and logging out asks first', async ({
  page,
  visit,
  expectAccessible,
  owner,
}) => {
  await visit('/dashboard/productos')
  const trigger = page.getByRole('button', { name: /Menú de perfil/ })
  await expect(trigger).toContainText(owner.name)
  await expect(trigger).toContainText(owner.email)

  // Measured before opening: while the menu is open the rest of the page is hidden from the accessibility
  // tree.
  const triggerBox = (await trigger.boundingBox())!
  await trigger.click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem')).toHaveText(['Mi perfil', 'Configuración', 'Cerrar sesión'])
  const menuBox = (await menu.boundingBox())!
  expect(menuBox.y + menuBox.height, 'the menu sits above its button').toBeLessThanOrEqual(triggerBox.y)
  await expectAccessible()

  await page.mouse.click(900, 300)
  await expect(menu).toBeHidden()
  await expect(page).toHaveURL('/dashboard/productos')

  // Mi perfil and Configuración go to their pages.
  await trigger.click()
  await menu.getByRole('menuitem', { name: 'Mi perfil' }).click()
  await expect(page).toHaveURL('/dashboard/mi-perfil')
  await trigger.click()
  await menu.getByRole('menuitem', { name: 'Configuración' }).click()
  await expect(page).toHaveURL('/dashboard/configuracion')

  // Cerrar sesión closes the menu and opens the confirmation; Cancelar keeps the user where they were.
  const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión?' })
  await trigger.click()
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await expect(menu).toBeHidden()
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Los datos que no hayas guardado se perderán.')
  await expectAccessible()
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/dashboard/configuracion')
  await expect(trigger).toBeFocused()

  // A click outside the modal cancels too (docs/product-spec.md §4 "Logout").
  await trigger.click()
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(20, 20)
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/dashboard/configuracion')

  await trigger.click()
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await dialog.getByRole('button', { name: 'Sí, cerrar sesión' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('link', { name: 'Ir al panel' })).toBeVisible()

  // The session really ended: the dashboard now asks to sign in, even after a reload.
  await page.reload()
  await page.getByRole('link', { name: 'Ir al panel' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible()
})

test('the profile menu and the logout modal speak English too', async ({ page, visit, owner }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await visit('/dashboard')
  const trigger = page.getByRole('button', { name: /Profile menu/ })
  await expect(trigger).toContainText(owner.name)
  await trigger.click()
  await expect(page.getByRole('menuitem')).toHaveText(['My profile', 'Settings', 'Log out'])
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log out?' })
  await expect(dialog).toContainText('Any data you have not saved will be lost.')
  await dialog.getByRole('button', { name: 'Yes, log out' }).click()
  await expect(page).toHaveURL('/')
})

test.describe('signing out', () => {
  // Strict: no API answer may be refused, so a request for the owner's data after the session ended fails.
  test.use({ isStrictAboutApiErrors: true })

  test('lands on the landing with nothing left asking for the signed-in owner’s data', async ({
    page,
    visit,
  }) => {
    await visit('/dashboard/configuracion')
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible()
    const trigger = page.getByRole('button', { name: /Menú de perfil/ })
    await trigger.click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Cerrar sesión' }).click()
    const afterSignOut: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/') && pathname !== '/api/sessions/current') afterSignOut.push(pathname)
    })
    const ended = page.waitForResponse((response) => response.url().endsWith('/api/sessions/current'))
    await page
      .getByRole('dialog', { name: '¿Cerrar sesión?' })
      .getByRole('button', { name: 'Sí, cerrar sesión' })
      .click()
    expect((await ended).status()).toBe(204)
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('link', { name: 'Ir al panel' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Only the landing's own requests: the session check (which answers a signed-out page without an error),
    // the sign-in providers and whether its upload is read by a model service; none of the owner's.
    const landingPaths = ['/api/me', '/api/auth-providers', '/api/menu-analyses/reading-service']
    expect(afterSignOut.filter((path) => !landingPaths.includes(path))).toEqual([])
  })
})
