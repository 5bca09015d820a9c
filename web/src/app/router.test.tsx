import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../test/render-app.tsx'

describe('routes', () => {
  it('answers an unknown path with a 404 page that links home', async () => {
    renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Vitrina'))
  })

  it('answers an unknown dashboard path with the 404 page too', async () => {
    renderApp('/dashboard/no-such-section')
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument()
  })
})
