import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Business } from '#domain/accounts/business.schema.ts'
import { i18n } from '../../../lib/i18n.ts'
import { type ApiCall, apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp, renderElement } from '../../../test/render-app.tsx'
import { BusinessTab } from './business-tab.tsx'

type ReadingService = { host: string | null; isOn: boolean }

function mockBusinessApi(
  patch?: (call: ApiCall) => { status: number; body?: unknown },
  readingService?: () => ReadingService,
) {
  let me = buildMe()
  return mockSession(me, {
    'GET /api/me': () => ({ status: 200, body: { user: me } }),
    ...(readingService
      ? { 'GET /api/menu-analyses/reading-service': () => ({ status: 200, body: readingService() }) }
      : {}),
    'PATCH /api/business':
      patch ??
      ((call) => {
        me = { ...me, business: { ...me.business, ...(call.body as Partial<Business>) } }
        return { status: 200, body: { business: me.business } }
      }),
  })
}

async function renderTab() {
  const app = renderApp('/dashboard/configuracion/negocio')
  await screen.findByRole('textbox', { name: /Nombre del negocio/ })
  return app
}

describe('Configuración → Negocio', { timeout: 20_000 }, () => {
  it('explains an unsafe address as it is typed, and shows the public address', async () => {
    mockBusinessApi()
    const { user } = await renderTab()
    const slug = screen.getByRole('textbox', { name: /Dirección de tu menú público/ })
    expect(slug).toHaveAccessibleDescription(`Tu menú estará en ${window.location.origin}/m/cafe-de-la-plaza`)
    await user.type(slug, ' Nueva')
    expect(await screen.findByText(/Usa de 3 a 48 letras minúsculas/)).toBeInTheDocument()
    expect(slug).toHaveAttribute('aria-invalid', 'true')
  })

  it('sends only what changed, says it is saved and that the old address keeps redirecting', async () => {
    const calls = mockBusinessApi()
    const { user } = await renderTab()
    const slug = screen.getByRole('textbox', { name: /Dirección de tu menú público/ })
    await user.clear(slug)
    await user.type(slug, 'cafe-central')
    expect(
      screen.getByText(/La dirección anterior \(.*\/m\/cafe-de-la-plaza\) seguirá llevando/),
    ).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /Teléfono de contacto/ }), '+57 601 555 0101')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Datos del negocio guardados')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      slug: 'cafe-central',
      contactPhone: '+57 601 555 0101',
    })
    expect(slug).toHaveValue('cafe-central')
  })

  it('shows a taken address at its field', async () => {
    mockBusinessApi(() => apiError(409, 'slug_taken'))
    const { user } = await renderTab()
    const slug = screen.getByRole('textbox', { name: /Dirección de tu menú público/ })
    await user.clear(slug)
    await user.type(slug, 'la-otra')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Esa dirección ya la usa otro negocio. Elige otra.')).toBeInTheDocument()
    await waitFor(() => expect(slug).toHaveFocus())
  })

  it('chooses the business time zone by searching, the arrows and Enter', async () => {
    const calls = mockBusinessApi()
    const { user } = await renderTab()
    const zone = screen.getByRole('combobox', { name: 'Zona horaria del negocio' })
    expect(zone).toHaveValue('Bogota (GMT-05:00)')
    expect(zone).toHaveAccessibleDescription(expect.stringContaining('America/Bogota'))
    await user.click(zone)
    await user.keyboard('madrid')
    const list = screen.getByRole('listbox', { name: 'Zona horaria del negocio' })
    const options = within(list).getAllByRole('option')
    expect(options).toHaveLength(1)
    expect(options[0]).toHaveTextContent(/^GMT\+0[12]:00Madrid.*Europe\/Madrid/)
    await user.keyboard('{Enter}')
    expect((zone as HTMLInputElement).value).toMatch(/^Madrid \(GMT\+0[12]:00\)$/)
    expect(zone).toHaveAccessibleDescription(expect.stringContaining('Europe/Madrid'))
    // The field's hint stays read with it.
    expect(zone).toHaveAccessibleDescription(expect.stringContaining('Las promociones y las reservas'))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await screen.findByText('Datos del negocio guardados')
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ timeZone: 'Europe/Madrid' })
  })
})

describe('Configuración → Negocio, the external model service', { timeout: 20_000 }, () => {
  const switchName = 'Leer también las cartas con api.openai.com (servicio externo de IA)'

  it('offers no switch when the deployment has no model service', async () => {
    renderElement(<BusinessTab business={buildMe().business} onSave={vi.fn()} modelHost={null} />)
    expect(await screen.findByRole('textbox', { name: /Nombre del negocio/ })).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: /servicio externo de IA/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/servicio externo de IA/)).not.toBeInTheDocument()
  })

  it('names the service, explains what is sent, and saves it turned off with the form', async () => {
    let isOn = true
    const calls = mockBusinessApi(undefined, () => ({ host: 'api.openai.com', isOn }))
    const { user } = await renderTab()
    const modelSwitch = await screen.findByRole('switch', { name: switchName })
    expect(modelSwitch).toHaveAttribute('aria-checked', 'true')
    expect(modelSwitch).toHaveAccessibleDescription(
      'Al subir una carta, sus páginas se envían a ese servicio y cada plato se comprueba con la página. Desactívalo para leerlas solo en Vitrina.',
    )

    // By keyboard: Space on the focused switch.
    modelSwitch.focus()
    await user.keyboard(' ')
    expect(modelSwitch).toHaveAttribute('aria-checked', 'false')
    isOn = false
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Datos del negocio guardados')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ menuModelEnabled: false })
    expect(screen.getByRole('switch', { name: switchName })).toHaveAttribute('aria-checked', 'false')
    // The upload widget's notice asks again whether the next menu goes to the service.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/menu-analyses/reading-service')).toHaveLength(2),
    )
  })

  it('says it in English to an English reader', async () => {
    mockBusinessApi(undefined, () => ({ host: 'api.openai.com', isOn: true }))
    await i18n.changeLanguage('en')
    renderApp('/dashboard/configuracion/negocio')
    expect(
      await screen.findByRole('switch', {
        name: 'Also read menus with api.openai.com (external AI service)',
      }),
    ).toHaveAccessibleDescription(
      'When you upload a menu, its pages are sent to that service and every dish is checked against the page. Turn it off to read them in Vitrina only.',
    )
  })
})
