import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { apiError, mockSession } from '../../../../test/api-mock.ts'
import { renderApp } from '../../../../test/render-app.tsx'

const created: Catalogue = {
  id: 'new-catalogue',
  nombre: 'Catálogo Moderno',
  imagen: null,
  editado: new Date().toISOString(),
  activo: true,
  template: 'moderno',
}

/** An answer the test releases when it wants, to look at the page while the catalogue is being created. */
function deferredAnswer() {
  let release: () => void = () => {}
  const answered = new Promise<{ status: number; body: Catalogue }>((resolve) => {
    release = () => resolve({ status: 201, body: created })
  })
  return { answer: () => answered, release }
}

describe('TemplateChooser', () => {
  it('shows the three templates, each with its description and a way to use it', async () => {
    renderApp('/dashboard/plantillas')
    // The first render of the file loads the page's code: more than the default second on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plantillas' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 2 })
    expect(titles.map((title) => title.textContent)).toEqual(['Clásico', 'Moderno', 'Minimalista'])
    expect(screen.getByRole('button', { name: 'Usar Moderno' })).toHaveAccessibleDescription(/Fondo oscuro/)
    await waitFor(() => expect(document.title).toBe('Plantillas · Vitrina'))
  })

  it('creates a catalogue from the chosen template, once, and opens its categories', async () => {
    const pending = deferredAnswer()
    const calls = mockSession(undefined, {
      'POST /api/catalogues': pending.answer,
      'GET /api/catalogues': { status: 200, body: [created] },
    })
    const { user, router } = renderApp('/dashboard/plantillas')

    await user.dblClick(await screen.findByRole('button', { name: 'Usar Moderno' }))
    expect(await screen.findByRole('button', { name: 'Creando tu catálogo…' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Usar Clásico' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(screen.getByRole('button', { name: 'Usar Clásico' }))
    pending.release()

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/categorias'))
    expect(router.state.location.search).toBe('?catalogo=new-catalogue')
    const creations = calls.filter((call) => call.method === 'POST' && call.path === '/api/catalogues')
    expect(creations.map((call) => call.body)).toEqual([{ template: 'moderno' }])
  })

  it('says so when the catalogue could not be created, stays, and lets the owner try again', async () => {
    const calls = mockSession(undefined, { 'POST /api/catalogues': apiError(500, 'internal') })
    const { user, router } = renderApp('/dashboard/plantillas')

    await user.click(await screen.findByRole('button', { name: 'Usar Minimalista' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos crear tu catálogo')
    expect(router.state.location.pathname).toBe('/dashboard/plantillas')

    await user.click(screen.getByRole('button', { name: 'Usar Minimalista' }))
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/catalogues')).toHaveLength(
        2,
      ),
    )
  })
})
