import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { apiError, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { bannerDurationMs } from './menu-processed-banner.tsx'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const catalogue = (overrides: Partial<Catalogue> = {}): Catalogue => ({
  id: 'cat-1',
  nombre: 'Carta de verano',
  imagen: null,
  editado: minutesAgo(5),
  activo: true,
  template: 'clasico',
  ...overrides,
})

function mockCatalogues(catalogues: Catalogue[]) {
  return mockSession(undefined, {
    'GET /api/catalogues': { status: 200, body: catalogues },
    'GET /api/catalogues/cat-1/design': { status: 200, body: DEFAULT_DESIGN },
    'GET /api/catalogues/cat-2/design': { status: 200, body: DEFAULT_DESIGN },
    // Inicio's visits, none yet (visits-section.test.tsx shows them).
    'GET /api/visits': { status: 200, body: { isCounting: true, days: [], categories: [], promotions: [] } },
  })
}

describe('WelcomeScreen', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  describe('without catalogues', () => {
    beforeEach(() => {
      mockCatalogues([])
    })

    it('welcomes the owner and offers the ways to a first catalogue', async () => {
      renderApp('/dashboard')
      // The first render of the file loads the page's code: more than the default second on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' }, { timeout: 5000 }),
      ).toBeInTheDocument()
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Aún no tienes catálogos' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Chat con IA' })).toHaveAttribute(
        'href',
        '/dashboard/soporte#chat',
      )
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

      await screen.findByRole('heading', { level: 2, name: 'Aún no tienes catálogos' })
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
      await screen.findByRole('heading', { level: 2, name: 'Aún no tienes catálogos' })
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
    })

    it('shows no banner when the sign-in processed no menu', async () => {
      renderApp('/dashboard', { fromLogin: true, menuProcessed: false })
      await screen.findByRole('heading', { level: 2, name: 'Aún no tienes catálogos' })
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
    })
  })

  it('puts the active catalogue first, with the ways to work on it', async () => {
    mockCatalogues([catalogue({ id: 'cat-2', nombre: 'Borrador', activo: false }), catalogue()])
    renderApp('/dashboard')

    expect(await screen.findByRole('heading', { level: 2, name: 'Carta de verano' })).toBeInTheDocument()
    expect(screen.getByText('Tu catálogo activo')).toBeInTheDocument()
    expect(screen.getByText('Editado hace 5 minutos')).toBeInTheDocument()
    expect(screen.getByText('2 catálogos en total')).toBeInTheDocument()
    expect(screen.queryByText('Aún no tienes catálogos')).not.toBeInTheDocument()

    const quickLinks = within(screen.getByRole('navigation', { name: 'Accesos rápidos' }))
    expect(
      quickLinks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Categorías', '/dashboard/categorias?catalogo=cat-1'],
      ['Productos', '/dashboard/productos?catalogo=cat-1'],
      ['Diseño', '/dashboard/diseno?catalogo=cat-1'],
      ['Mis catálogos', '/dashboard/catalogos'],
    ])
    expect(screen.getByRole('link', { name: 'Crear nuevo catálogo' })).toHaveAttribute(
      'href',
      '/dashboard/plantillas',
    )
    expect(screen.getByRole('link', { name: 'Chat con IA' })).toHaveAttribute(
      'href',
      '/dashboard/soporte#chat',
    )
  })

  it('shows the most recent catalogue when none is active', async () => {
    mockCatalogues([catalogue({ activo: false, editado: minutesAgo(1) })])
    renderApp('/dashboard')
    expect(await screen.findByText('Tu catálogo más reciente')).toBeInTheDocument()
    expect(screen.getByText('Editado hace 1 minuto')).toBeInTheDocument()
    expect(screen.getByText('1 catálogo en total')).toBeInTheDocument()
  })

  it('says so when the catalogues could not be loaded, and tries again', async () => {
    let answer = apiError(500, 'internal')
    mockSession(undefined, { 'GET /api/catalogues': () => answer })
    const { user } = renderApp('/dashboard')

    // The app retries a failed read once, a second later, before it gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'No pudimos cargar tus catálogos',
    )
    answer = { status: 200, body: [] }
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aún no tienes catálogos' }),
    ).toBeInTheDocument()
  })
})
