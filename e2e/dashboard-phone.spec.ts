import { expect, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, session: 'shared' })

test('on a phone the sidebar is a drawer: overlay, close button, Escape and navigation close it', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit('/dashboard')
  const menuButton = page.getByRole('button', { name: 'Abrir menú' })
  const drawer = page.getByRole('dialog', { name: 'Menú del panel' })
  await expect(page.getByRole('complementary')).toBeHidden()
  await expect(drawer).toBeHidden()

  await menuButton.click()
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('v.01', { exact: true })).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible()

  // Focus stays inside the drawer while it is open.
  for (let i = 0; i < 15; i++) await page.keyboard.press('Tab')
  await expect(drawer.locator(':focus')).toHaveCount(1)

  // The overlay covers the page to the right of the drawer.
  await page.mouse.click(370, 420)
  await expect(drawer).toBeHidden()
  await expect(menuButton).toBeFocused()

  await menuButton.click()
  await drawer.getByRole('button', { name: 'Cerrar menú' }).click()
  await expect(drawer).toBeHidden()

  await menuButton.click()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await menuButton.click()
  await drawer.getByRole('link', { name: 'Productos' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL('/dashboard/productos')
  await expect(page.getByRole('banner').getByText('Productos', { exact: true })).toBeVisible()

  // Following the entry of the page you are on closes the drawer too.
  await menuButton.click()
  await drawer.getByRole('link', { name: 'Productos' }).click()
  await expect(drawer).toBeHidden()
})

test('on a phone a floating button takes the user back to the top once they have scrolled past a screen', async ({
  page,
  visit,
}) => {
  await visit('/dashboard')
  // The header's button gives way to the floating one on a phone; at the top neither shows, as there is
  // nowhere to go back to and a button there would only cover the page.
  const floating = page.getByRole('button', { name: 'Volver arriba' })
  await expect(floating).toHaveCount(0)

  // Make the page taller than the screen so there is somewhere to come back from.
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px'
    window.scrollTo(0, window.innerHeight / 2)
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await expect(floating).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 2000))
  await expect(floating).toBeVisible()
  await expect(floating).toHaveCSS('position', 'fixed')
  await floating.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(floating).toHaveCount(0)
})

test('at the foot of a long page the floating button covers none of its controls', async ({
  page,
  visit,
}) => {
  await visit('/dashboard/configuracion/seguridad')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const floating = page.getByRole('button', { name: 'Volver arriba' })
  await expect(floating).toBeVisible()
  const button = await floating.boundingBox()
  const overlapping = await page.evaluate((box) => {
    if (!box) return ['no button']
    const controls = [
      ...document.querySelectorAll<HTMLElement>('main :is(a, button, input, select, textarea)'),
    ]
    return controls
      .filter((control) => control.getAttribute('aria-label') !== 'Volver arriba')
      .filter((control) => {
        const r = control.getBoundingClientRect()
        return (
          r.width > 0 &&
          r.left < box.x + box.width &&
          r.right > box.x &&
          r.top < box.y + box.height &&
          r.bottom > box.y
        )
      })
      .map((control) => control.textContent || control.outerHTML.slice(0, 80))
  }, button)
  expect(overlapping).toEqual([])
})

test('on a wide screen the sidebar is fixed and there is no menu button or floating button', async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit('/dashboard')
  await expect(page.getByRole('complementary')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden()
  // The floating button is display:none here, so only the header's button is left to find.
  await expect(page.getByRole('button', { name: 'Volver arriba' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Volver arriba' })).toBeVisible()
})

test('on a phone the profile menu works inside the drawer', async ({ page, visit, expectAccessible }) => {
  await visit('/dashboard')
  const drawer = page.getByRole('dialog', { name: 'Menú del panel' })
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await drawer.getByRole('button', { name: /Menú de perfil/ }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Mi perfil' })).toBeFocused()
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click()
  await expect(page).toHaveURL('/dashboard/mi-perfil')
  await expect(drawer).toBeHidden()

  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await drawer.getByRole('button', { name: /Menú de perfil/ }).click()
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  const logout = page.getByRole('dialog', { name: '¿Cerrar sesión?' })
  await expect(logout).toBeVisible()
  await expectAccessible()
  await logout.getByRole('button', { name: 'Cancelar' }).click()
  await expect(logout).toBeHidden()
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('button', { name: /Menú de perfil/ })).toBeFocused()
})
