import { expect, test } from './fixtures.ts'

// The dashboard's pages need a signed-in owner; the public pages look the same either way.
test.use({ session: 'shared' })

type Language = 'es' | 'en'
/** [path, Spanish heading, English heading]; the tab title is "<heading> · Vitrina". */
const pages: readonly [path: string, es: string, en: string][] = [
  ['/login', 'Iniciar Sesión', 'Log in'],
  ['/register', 'Registrarse', 'Sign up'],
  ['/recover', 'Recupera tu cuenta', 'Recover your account'],
  ['/terms', 'Términos y condiciones', 'Terms and conditions'],
  ['/privacy', 'Política de privacidad', 'Privacy policy'],
  ['/dashboard/plantillas', 'Plantillas', 'Templates'],
  ['/dashboard/categorias', 'Categorías', 'Categories'],
  ['/dashboard/productos', 'Productos', 'Products'],
  ['/dashboard/diseno', 'Diseño', 'Design'],
  ['/dashboard/promociones', 'Promociones', 'Promotions'],
  ['/dashboard/catalogos', 'Mis catálogos', 'My catalogs'],
  ['/dashboard/reservas', 'Gestión de Citas', 'Appointment management'],
  ['/dashboard/clientes', 'Clientes y CRM', 'Clients and CRM'],
  ['/dashboard/soporte', 'Soporte', 'Support'],
  ['/dashboard/faq', 'Preguntas frecuentes', 'Frequently asked questions'],
  ['/dashboard/mi-perfil', 'Mi Perfil', 'My Profile'],
  ['/dashboard/configuracion', 'Configuración', 'Settings'],
  ['/una-ruta-que-no-existe', 'Página no encontrada', 'Page not found'],
  ['/dashboard/no-existe', 'Página no encontrada', 'Page not found'],
]

for (const language of ['es', 'en'] as const satisfies Language[]) {
  test.describe(`in ${language === 'es' ? 'Spanish' : 'English'}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((stored) => localStorage.setItem('language', stored), language)
    })

    test('the landing page has its title and says what Vitrina does', async ({ page, visit }) => {
      await visit('/')
      // The heading's word turns Menú → Catálogo every 5 s: on a slow page it may already have turned.
      const [title, heading] =
        language === 'es'
          ? [
              'Vitrina · Menús y catálogos digitales para tu negocio',
              /Tu (menú|catálogo) en línea, listo para compartir/i,
            ]
          : [
              'Vitrina · Digital menus and catalogs for your business',
              /Your (menu|catalog) online, ready to share/i,
            ]
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', language)
    })

    test('the dashboard home has its title', async ({ page, visit }) => {
      await visit('/dashboard')
      await expect(page).toHaveTitle(language === 'es' ? 'Inicio · Vitrina' : 'Home · Vitrina')
    })

    for (const [path, es, en] of pages) {
      test(`${path} shows its heading and title`, async ({ page, visit }) => {
        const heading = language === 'es' ? es : en
        await visit(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page).toHaveTitle(`${heading} · Vitrina`)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
      })
    }
  })
}

test('the 404 page leads back home', async ({ page, visit }) => {
  // The server says so too, for a search engine or a link checker: the status is 404.
  expect((await page.request.get('/nada-por-aqui')).status()).toBe(404)
  expect((await page.request.get('/dashboard/productos')).status()).toBe(200)
  await visit('/nada-por-aqui')
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('link', { name: 'Ir al panel' })).toBeVisible()
})
