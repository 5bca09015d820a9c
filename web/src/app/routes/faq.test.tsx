import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'

describe('/dashboard/faq', () => {
  it('shows the questions under its heading and leads to support', async () => {
    const { user, router } = renderApp('/dashboard/faq')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '¿Cómo agrego promociones?' })).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Contacta con soporte' }))
    // The support page is its own lazily loaded chunk, so the navigation settles a moment later.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/soporte'), {
      timeout: 4000,
    })
  })
})
