import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buildAnalysedMenu,
  buildAnalysis,
  FakeEventSource,
  FakeXhr,
  installNetworkFakes,
  makeFile,
} from '../../features/menu-analyses/test-fakes.ts'
import { mockSession } from '../../test/api-mock.ts'
import { renderApp } from '../../test/render-app.tsx'

afterEach(() => vi.unstubAllGlobals())

/** Reads a menu on the landing's widget and presses Continuar. */
async function continueWithMenu() {
  installNetworkFakes()
  FakeXhr.onSend = (request) => queueMicrotask(() => request.respond(202, buildAnalysis()))
  const app = renderApp('/')
  const demo = await screen.findByRole('region', { name: 'Prueba Vitrina con tu menú' })
  expect(screen.getByRole('link', { name: 'Prueba con tu menú' })).toHaveAttribute('href', '#demo')
  await app.user.upload(within(demo).getByLabelText('Subir archivo'), makeFile('pdf', 'carta.pdf'))
  await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), { timeout: 4000 })
  FakeEventSource.instances[0]!.emit(
    buildAnalysis({ status: 'done', phase: 'complete', progress: 100, result: buildAnalysedMenu() }),
  )
  // The views after the idle one load as the file is picked (the widget preloads them on a pointer or focus).
  await screen.findByRole('heading', { name: 'Vista previa de tu menú' }, { timeout: 10_000 })
  await app.user.click(screen.getByRole('button', { name: 'Continuar' }))
  // The read menu has a dish without a price: keeping it is asked first.
  await app.user.click(screen.getByRole('button', { name: 'Guardar así' }))
  return app
}

describe('landing with the menu upload widget', () => {
  it('keeps the reviewed menu under analyzedMenu and opens sign-in for a visitor', async () => {
    mockSession(null)
    await continueWithMenu()
    expect(await screen.findByRole('dialog', { name: '¡Inicia sesión ahora!' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('analyzedMenu') ?? 'null')).toMatchObject({
      restaurantName: 'La Fonda Paisa',
      sections: [{ name: 'ENTRADAS' }, { name: 'PLATOS FUERTES' }],
    })
  })

  it('takes a signed-in owner straight to the dashboard instead', async () => {
    mockSession()
    const { router } = await continueWithMenu()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 4000 })
    expect(screen.queryByRole('dialog', { name: '¡Inicia sesión ahora!' })).not.toBeInTheDocument()
  })
})
