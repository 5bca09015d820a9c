import { expect, test } from './fixtures.ts'

test.use({ session: 'shared' })

// docs/product-spec.md §2 "Dashboard shell": the sidebar entries, in order, and the header title each page gets
// (Pedidos, decision 074, after Reservas).
const spanishEntries = [
  ['Inicio', '/dashboard', 'Inicio'],
  ['Plantillas', '/dashboard/plantillas', 'Plantillas'],
  ['Categorías', '/dashboard/categorias', 'Categorías'],
  ['Productos', '/dashboard/productos', 'Productos'],
  ['Diseño', '/dashboard/diseno', 'Diseño'],
  ['Promociones', '/dashboard/promociones', 'Promociones'],
  ['Mis catálogos', '/dashboard/catalogos', 'Catálogos'],
  ['Reservas', '/dashboard/reservas', 'Reservas'],
  ['Pedidos', '/dashboard/pedidos', 'Pedidos'],
  ['Clientes / CRM', '/dashboard/clientes', 'Clientes'],
  ['Soporte / FAQ', '/dashboard/soporte', 'Soporte'],
] as const

const englishEntries = [
  ['Home', '/dashboard', 'Home'],
  ['Templates', '/dashboard/plantillas', 'Templates'],
  ['Categories', '/dashboard/categorias', 'Categories'],
  ['Products', '/dashboard/productos', 'Products'],
  ['Design', '/dashboard/diseno', 'Design'],
  ['Promotions', '/dashboard/promociones', 'Promotions'],
  ['My catalogs', '/dashboard/catalogos', 'Catalogs'],
  ['Reservations', '/dashboard/reservas', 'Reservations'],
  ['Orders', '/dashboard/pedidos', 'Orders'],
  ['Clients / CRM', '/dashboard/clientes', 'Clients'],
  ['Support / FAQ', '/dashboard/soporte', 'Support'],
] as const

test('a signed-in owner goes from the landing page to the dashboard and walks the sidebar, in Spanish', async ({
  page,
  visit,
  expectAccessible,
  owner,
}) => {
  await visit('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register')

  await page.getByRole('link', { name: 'Ir al panel' }).click()
  await expect(page).toHaveURL('/dashboard')
  await expect(page).toHaveTitle('Inicio · Vitrina')
  await expect(page.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chat con IA' })).toHaveAttribute(
    'href',
    '/dashboard/soporte#chat',
  )
  await expect(page.getByRole('button', { name: /Menú de perfil/ })).toContainText(owner.name)
  await expectAccessible()

  const sidebar = page.getByRole('navigation', { name: 'Panel' })
  await expect(sidebar.getByRole('link')).toHaveText(spanishEntries.map(([label]) => label))
  const aside = page.getByRole('complementary')
  await expect(aside.getByText('Vitrina', { exact: true })).toBeVisible()
  await expect(aside.getByText('v.01', { exact: true })).toBeVisible()

  for (const [label, path, headerTitle] of [...spanishEntries.slice(1), spanishEntries[0]]) {
    await sidebar.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('banner').getByText(headerTitle, { exact: true })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1)
  }

  // A sub-path of an entry has no page yet, but Inicio must not light up for any dashboard sub-path.
  await sidebar.getByRole('link', { name: 'Soporte / FAQ' }).click()
  await expect(sidebar.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current')
  await expectAccessible()
})

test('the EN toggle turns the dashboard into English, and the choice survives a reload', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit('/')
  const toggle = page.getByRole('button', { name: 'EN, cambiar a inglés' })
  await expect(toggle).toHaveText('EN')
  await toggle.click()
  await expect(page.getByRole('button', { name: 'ES, switch to Spanish' })).toHaveText('ES')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await page.getByRole('link', { name: 'Go to dashboard' }).click()
  await expect(page).toHaveTitle('Home · Vitrina')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Vitrina!' })).toBeVisible()
  await expectAccessible()

  const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
  await expect(sidebar.getByRole('link')).toHaveText(englishEntries.map(([label]) => label))
  for (const [label, path, headerTitle] of englishEntries.slice(1)) {
    await sidebar.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('banner').getByText(headerTitle, { exact: true })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
  }

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
  await expect(page).toHaveTitle('Support · Vitrina')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await page.getByRole('button', { name: 'ES, switch to Spanish' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible()
  await expect(page).toHaveTitle('Soporte · Vitrina')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})
