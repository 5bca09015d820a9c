import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../test/render-app.tsx'

describe('routes', () => {
  it.each([
    ['/terms', 'Términos y condiciones'],
    ['/privacy', 'Política de privacidad'],
  ])('%s is an honest placeholder with its heading and a way home', async (path, heading) => {
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getByText('Próximamente')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe(`${heading} · Vitrina`))
  })

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
