import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { type ApiCall, apiError, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { pendingMenuImportKey, pendingMenuKey, savePendingMenu } from '../pending-menu.ts'
import { reviewedItem, reviewedMenuOf } from '../test-fakes.ts'
import { useImportPendingMenu } from './use-import-pending-menu.ts'

const menu = reviewedMenuOf('La Fonda', 'COP', 'Entradas', [reviewedItem('Empanada', '$2.500')])

const fonda: Catalogue = {
  id: 'cat-9',
  nombre: 'La Fonda',
  imagen: null,
  editado: new Date().toISOString(),
  activo: true,
  template: 'clasico',
}

type Answer = { status: number; body?: unknown }

/** The API of a new owner: no catalogues until the import answers `importAnswer`. */
function mockImport(importAnswer: () => Answer | Promise<Answer>) {
  let catalogues: Catalogue[] = []
  const calls = mockSession(undefined, {
    'GET /api/catalogues': () => ({ status: 200, body: catalogues }),
    'GET /api/catalogues/cat-9/design': { status: 200, body: DEFAULT_DESIGN },
    'POST /api/catalogues/from-menu': async () => {
      const answer = await importAnswer()
      if (answer.status === 201) catalogues = [fonda]
      return answer
    },
  })
  return () => calls.filter((call: ApiCall) => call.path === '/api/catalogues/from-menu')
}

describe('the menu kept before signing in, on the welcome screen', () => {
  it('becomes a catalogue once, is forgotten, and the green banner says so', async () => {
    savePendingMenu(menu)
    const imports = mockImport(() => ({ status: 201, body: fonda }))
    renderApp('/dashboard')

    expect(
      await screen.findByText('¡Tu menú se procesó con éxito! Ya está disponible en la sección Catálogos.'),
    ).toBeInTheDocument()
    expect(imports()).toHaveLength(1)
    expect(imports()[0]!.body).toEqual(menu)
    expect(localStorage.getItem(pendingMenuKey)).toBeNull()
    // The welcome screen shows the new catalogue: the list was read again after the import.
    expect(await screen.findByRole('heading', { level: 2, name: 'La Fonda' })).toBeInTheDocument()
  })

  it('waits for the import before the banner of the sign-in says the menu is in Catálogos', async () => {
    savePendingMenu(menu)
    let answer: (answer: Answer) => void = () => {}
    mockImport(() => new Promise<Answer>((resolve) => (answer = resolve)))
    const { router } = renderApp('/dashboard', { fromLogin: true, menuProcessed: true })

    expect(await screen.findByText(/Estamos creando tu catálogo/)).toBeInTheDocument()
    expect(router.state.location.state).toBeNull()
    expect(screen.queryByText(/Tu menú se procesó con éxito/)).not.toBeInTheDocument()
    // Not "no catalogues yet, create your first" while the first is on its way.
    expect(screen.queryByText('Aún no tienes catálogos')).not.toBeInTheDocument()

    answer({ status: 201, body: fonda })
    expect(await screen.findByText(/Tu menú se procesó con éxito/)).toBeInTheDocument()
    expect(screen.queryByText(/Estamos creando tu catálogo/)).not.toBeInTheDocument()
  })

  it('keeps the menu when the import fails, and tries again on request', async () => {
    savePendingMenu(menu)
    let answer = apiError(500, 'internal')
    const imports = mockImport(() => answer)
    const { user } = renderApp('/dashboard')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No pudimos crear tu catálogo con el menú que subiste.')
    expect(alert).toHaveTextContent('Tu menú sigue guardado en este navegador')
    expect(localStorage.getItem(pendingMenuKey)).not.toBeNull()

    answer = { status: 201, body: fonda }
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText(/Tu menú se procesó con éxito/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(imports()).toHaveLength(2)
    // The retry is the same request: the same Idempotency-Key, so a lost first answer makes no second copy.
    const keys = imports().map((call) => new Headers(call.init?.headers).get('Idempotency-Key'))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    expect(localStorage.getItem(pendingMenuKey)).toBeNull()
    expect(localStorage.getItem(pendingMenuImportKey)).toBeNull()
  })

  it('says so when the server cannot be reached', async () => {
    savePendingMenu(menu)
    mockSession(undefined, { 'GET /api/catalogues': { status: 200, body: [] } })
    const fetch = vi.mocked(globalThis.fetch)
    const answerApi = fetch.getMockImplementation()!
    fetch.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.endsWith('/from-menu')) throw new TypeError('Failed to fetch')
      return answerApi(input, init)
    })
    renderApp('/dashboard')
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar con Vitrina')
    expect(localStorage.getItem(pendingMenuKey)).not.toBeNull()
  })

  it('discards the menu only after the owner confirms', async () => {
    savePendingMenu(menu)
    mockImport(() => apiError(400, 'validation_failed'))
    const { user } = renderApp('/dashboard')

    await user.click(await screen.findByRole('button', { name: 'Descartar menú' }))
    await user.click(screen.getByRole('button', { name: 'Conservarlo' }))
    expect(localStorage.getItem(pendingMenuKey)).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Descartar menú' }))
    await user.click(screen.getByRole('button', { name: 'Sí, descartar' }))
    expect(localStorage.getItem(pendingMenuKey)).toBeNull()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aún no tienes catálogos' }),
    ).toBeInTheDocument()
  })

  it('posts nothing when no menu was kept', async () => {
    const imports = mockImport(() => ({ status: 201, body: fonda }))
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 2, name: 'Aún no tienes catálogos' })
    expect(imports()).toHaveLength(0)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})

describe('useImportPendingMenu', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks')
  })

  function Probe() {
    const menuImport = useImportPendingMenu()
    return <p>{menuImport.status === 'imported' ? menuImport.catalogue.nombre : menuImport.status}</p>
  }

  it('imports once under StrictMode, whose effects run twice', async () => {
    savePendingMenu(menu)
    const imports = mockImport(() => ({ status: 201, body: fonda }))
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <Probe />
        </QueryClientProvider>
      </StrictMode>,
    )
    expect(await screen.findByText('La Fonda')).toBeInTheDocument()
    expect(imports()).toHaveLength(1)
  })

  it('imports once across two tabs: the second, waiting for the lock, finds the menu gone', async () => {
    // Web Locks as a browser grants them: one holder at a time, in the order asked.
    let queue = Promise.resolve()
    const locks = {
      request: (_name: string, task: () => Promise<unknown>) => {
        const turn = queue.then(task)
        queue = turn.then(
          () => undefined,
          () => undefined,
        )
        return turn
      },
    }
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
    savePendingMenu(menu)
    const imports = mockImport(() => ({ status: 201, body: fonda }))
    // Each fresh copy of the module is what another tab runs: its own memory, the same storage and locks.
    vi.resetModules()
    const tabA = await import('./use-import-pending-menu.ts')
    vi.resetModules()
    const tabB = await import('./use-import-pending-menu.ts')

    const results = await act(() => Promise.all([tabA.importPendingMenu(), tabB.importPendingMenu()]))
    expect(results).toEqual([fonda, null])
    expect(imports()).toHaveLength(1)
  })
})
