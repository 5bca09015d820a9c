import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../test/render-app.tsx'

describe('LandingPage', () => {
  it('says what Vitrina does and links to sign-in, registration and the dashboard', async () => {
    renderApp('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu Menú en línea, listo para compartir' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/dashboard')
    await waitFor(() => expect(document.title).toBe('Vitrina · Menús y catálogos digitales para tu negocio'))
  })

  it('switches to English and remembers it', async () => {
    const { user } = renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'EN, cambiar a inglés' }))
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('language')).toBe('en')
  })

  it('links the header to every anchored section of the page', async () => {
    renderApp('/')
    const [sectionNav] = await screen.findAllByRole('navigation', { name: 'Secciones' })
    const links = within(sectionNav!).getAllByRole('link')
    const ids = [
      'inicio',
      'beneficios',
      'como-funciona',
      'caracteristicas',
      'testimonios',
      'preguntas',
      'contacto',
    ]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `#${id}`))
    for (const id of ids) expect(document.getElementById(id)?.tagName).toBe('SECTION')
    expect(within(sectionNav!).getByRole('link', { name: 'Cómo funciona' })).toHaveAttribute(
      'href',
      '#como-funciona',
    )
  })

  it('shows six benefits, four steps, six features, three testimonials, five questions and the claims', async () => {
    renderApp('/')
    const countItems = async (name: string, role: 'list' | 'heading' = 'list') => {
      const section = await screen.findByRole('region', { name })
      return role === 'list'
        ? within(within(section).getAllByRole('list')[0]!).getAllByRole('listitem').length
        : within(section).getAllByRole('heading', { level: 3 }).length
    }
    expect(await countItems('Todo lo que tu negocio gana con un menú digital')).toBe(6)
    expect(await countItems('Tu menú digital en cuatro pasos')).toBe(4)
    expect(await countItems('Herramientas para vender más cada día')).toBe(6)
    expect(await countItems('Lo que cuentan los negocios')).toBe(3)
    expect(await countItems('Plantillas para cada tipo de negocio')).toBe(6)
    expect(await countItems('Preguntas frecuentes', 'heading')).toBe(5)
    const claims = screen.getByRole('list', { name: 'Lo que ofrece Vitrina' })
    expect(
      within(claims)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Más de 2.000 empresas', 'Soporte 24/7', 'Hasta 40% más ventas', 'Multilenguaje'])
  })

  it('links the footer to the legal pages', async () => {
    renderApp('/')
    const footer = within(await screen.findByRole('navigation', { name: 'Legal' }))
    expect(footer.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terms')
    expect(footer.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy')
  })
})
