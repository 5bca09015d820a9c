import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/render-app.tsx'
import { bannerDurationMs } from './menu-processed-banner.tsx'

describe('WelcomeScreen', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('welcomes the owner and offers the ways to a first catalogue', async () => {
    renderApp('/dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Aún no tienes catálogos' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Chat con IA' })).toHaveAttribute('href', '/dashboard/soporte')
    expect(screen.getByRole('link', { name: 'Crear nuevo catálogo' })).toHaveAttribute(
      'href',
      '/dashboard/plantillas',
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Inicio · Vitrina'))
  })

  it('shows the menu-processed banner after sign-in for 5 seconds, and clears the state from history', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { router } = renderApp('/dashboard', { fromLogin: true, menuProcessed: true })

    await screen.findByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })
    const banner = screen.getByRole('status')
    expect(banner).toHaveTextContent('¡Tu menú se procesó con éxito!')
    expect(router.state.location.state).toBeNull()

    act(() => vi.advanceTimersByTime(bannerDurationMs - 100))
    expect(screen.getByRole('status')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('lets the owner dismiss the banner', async () => {
    const { user } = renderApp('/dashboard', { fromLogin: true, menuProcessed: true })
    await user.click(await screen.findByRole('button', { name: 'Cerrar aviso' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows no banner when the sign-in processed no menu', async () => {
    renderApp('/dashboard', { fromLogin: true, menuProcessed: false })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
