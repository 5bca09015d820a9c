import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../test/render-app.tsx'

describe('LandingPage', () => {
  it('says what Vitrina does and links to sign-in, registration and the dashboard', async () => {
    renderApp('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu menú en línea, listo para compartir' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/dashboard')
    await waitFor(() => expect(document.title).toBe('Vitrina · Menús y catálogos digitales para tu negocio'))
  })

  it('switches to English and remembers it', async () => {
    const { user } = renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Cambiar a inglés (EN)' }))
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('language')).toBe('en')
  })
})
