import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AccountSession, SecurityOverview } from '#domain/security/security.schema.ts'
import { DEFAULT_USER_SETTINGS } from '#domain/settings/user-settings.schema.ts'
import { setDisplayTimeZone } from '../../../lib/display-time-zone.ts'
import { type ApiCall, apiError, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

/** A signed-in device as `GET /api/security/sessions` lists it. */
function buildSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 'session-current',
    browser: 'Chrome',
    os: 'Windows',
    deviceType: 'desktop',
    place: null,
    lastActiveAt: '2026-11-26T15:30:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    current: true,
    ...overrides,
  }
}

type Answer = { status: number; body?: unknown }
type Route = Answer | ((call: ApiCall) => Answer | Promise<Answer>)

/** The API of Seguridad y privacidad as the signed-in owner sees it, with a test's own answers on top. */
function mockSecurityApi({
  overview = { hasPassword: true, twoFactorEnabled: false },
  sessions = [buildSession()],
  routes = {},
}: {
  overview?: SecurityOverview
  sessions?: AccountSession[]
  routes?: Record<string, Route>
} = {}) {
  return mockSession(undefined, {
    'GET /api/security': { status: 200, body: overview },
    'GET /api/security/sessions': { status: 200, body: { sessions } },
    'GET /api/settings': { status: 200, body: DEFAULT_USER_SETTINGS },
    ...routes,
  })
}

async function renderTab() {
  const app = renderApp('/dashboard/configuracion/seguridad')
  await screen.findByRole('heading', { level: 2, name: 'Cambiar contraseña' }, { timeout: 8000 })
  return app
}

describe('Seguridad y privacidad', { timeout: 20_000 }, () => {
  it('says a wrong current password at its field and saves nothing else', async () => {
    const calls = mockSecurityApi({
      routes: {
        'POST /api/security/password': apiError(
          400,
          'wrong_password',
          'La contraseña actual no es correcta.',
        ),
      },
    })
    const { user } = await renderTab()
    await user.type(screen.getByLabelText(/^Contraseña actual/), 'vieja-123')
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'nueva-clave-1')
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'nueva-clave-1')
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }))

    const current = screen.getByLabelText(/^Contraseña actual/)
    await waitFor(() => expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta.'))
    expect(current).toHaveAttribute('aria-invalid', 'true')
    expect(calls.find((call) => call.path === '/api/security/password')?.body).toEqual({
      currentPassword: 'vieja-123',
      newPassword: 'nueva-clave-1',
      confirmPassword: 'nueva-clave-1',
    })
  })

  it('checks the sign-up rules before sending, then says the other sessions were signed out', async () => {
    const calls = mockSecurityApi({ routes: { 'POST /api/security/password': { status: 204 } } })
    const { user } = await renderTab()
    await user.type(screen.getByLabelText(/^Contraseña actual/), 'vieja-123')
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'corta')
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'otra')
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }))
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/security/password')).toBe(false)

    await user.clear(screen.getByLabelText(/^Nueva contraseña/))
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'nueva-clave-1')
    await user.clear(screen.getByLabelText(/^Confirmar nueva contraseña/))
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'nueva-clave-1')
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }))
    expect(
      await screen.findByText('Contraseña actualizada. Cerramos la sesión en tus otros dispositivos.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveValue('')
  })

  it('tells an account without a password that it has none, instead of a form it cannot use', async () => {
    mockSecurityApi({ overview: { hasPassword: false, twoFactorEnabled: false } })
    await renderTab()
    expect(screen.getByText(/Tu cuenta no tiene contraseña/)).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Activar' })).not.toBeInTheDocument()
  })

  it('turns two-factor on: password, QR code and secret, a first code, then the ten backup codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `abcd-${1000 + index}`)
    const calls = mockSecurityApi({
      routes: {
        'POST /api/security/two-factor/enable': {
          status: 200,
          body: {
            totpUri: 'otpauth://totp/Vitrina:maria?secret=JBSWY3DPEHPK3PXP&issuer=Vitrina',
            secret: 'JBSWY3DPEHPK3PXP',
            backupCodes: codes,
          },
        },
        'POST /api/security/two-factor/confirm': ({ body }) =>
          (body as { code: string }).code === '123456'
            ? { status: 200, body: { hasPassword: true, twoFactorEnabled: true } }
            : apiError(400, 'two_factor_code_invalid', 'El código no es correcto.'),
      },
    })
    const { user } = await renderTab()
    await user.click(screen.getByRole('button', { name: 'Activar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Activar la verificación en dos pasos' })
    expect(within(dialog).getByLabelText(/^Contraseña actual/)).toHaveFocus()
    await user.type(within(dialog).getByLabelText(/^Contraseña actual/), 'secreto-123')
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }))

    expect(await within(dialog).findByRole('img', { name: /Código QR/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    )
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Código de 6 dígitos/), '12345')
    await user.click(within(dialog).getByRole('button', { name: 'Verificar y activar' }))
    expect(await within(dialog).findByText('Escribe los 6 dígitos que muestra tu app.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Código de 6 dígitos/), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Verificar y activar' }))
    expect(await within(dialog).findByText('El código no es correcto.')).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText(/^Código de 6 dígitos/))
    await user.type(within(dialog).getByLabelText(/^Código de 6 dígitos/), '123 456')
    await user.click(within(dialog).getByRole('button', { name: 'Verificar y activar' }))
    const list = await screen.findByRole('list', { name: 'Códigos de respaldo' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes)
    expect(screen.getByText(/Solo los mostramos ahora/)).toBeInTheDocument()
    const confirmations = calls.filter((call) => call.path === '/api/security/two-factor/confirm')
    expect(confirmations.map((call) => call.body)).toEqual([{ code: '123450' }, { code: '123456' }])

    // Escape does not hide codes that are shown only once; "Ya los guardé" does.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('list', { name: 'Códigos de respaldo' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText('Activada')).toBeInTheDocument()
  })

  it('turns two-factor off with the password', async () => {
    const calls = mockSecurityApi({
      overview: { hasPassword: true, twoFactorEnabled: true },
      routes: {
        'POST /api/security/two-factor/disable': {
          status: 200,
          body: { hasPassword: true, twoFactorEnabled: false },
        },
      },
    })
    const { user } = await renderTab()
    expect(screen.getByText('Activada')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Desactivar' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar la verificación en dos pasos?' })
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }))
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Contraseña actual/), 'secreto-123')
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText('Desactivada')).toBeInTheDocument()
    expect(calls.find((call) => call.path === '/api/security/two-factor/disable')?.body).toEqual({
      password: 'secreto-123',
    })
  })

  it('saves a privacy switch as it is flipped', async () => {
    const calls = mockSecurityApi({
      routes: {
        'PATCH /api/settings': {
          status: 200,
          body: { ...DEFAULT_USER_SETTINGS, privacy: { analytics: true, location: true } },
        },
      },
    })
    const { user } = await renderTab()
    const location = await screen.findByRole('switch', { name: 'Datos de ubicación' })
    expect(location).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByRole('switch', { name: 'Datos de análisis' })).toHaveAttribute('aria-checked', 'true')
    await user.click(location)
    await waitFor(() => expect(location).toHaveAttribute('aria-checked', 'true'))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ privacy: { location: true } })
  })

  it('lists the sessions, this one "Activa", and closes another one and then all the others', async () => {
    const phone = buildSession({
      id: 's-phone',
      browser: 'Safari',
      os: 'iOS',
      deviceType: 'mobile',
      current: false,
    })
    const laptop = buildSession({ id: 's-mac', browser: 'Firefox', os: 'macOS', current: false })
    const calls = mockSecurityApi({
      sessions: [phone, buildSession(), laptop],
      routes: {
        'DELETE /api/security/sessions/s-phone': { status: 204 },
        'DELETE /api/security/sessions': { status: 204 },
      },
    })
    const { user } = await renderTab()
    const list = await screen.findByRole('list', { name: 'Sesiones' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Chrome en Windows')
    expect(within(rows[0]!).getByText('Activa')).toBeInTheDocument()
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cerrar la sesión de Safari en iOS' }))
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path === '/api/security/sessions/s-phone'),
      ).toBe(true),
    )

    await user.click(screen.getByRole('button', { name: 'Cerrar todas las demás' }))
    const question = await screen.findByRole('alertdialog', { name: '¿Cerrar las demás sesiones?' })
    await user.click(within(question).getByRole('button', { name: 'Sí, cerrarlas' }))
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/security/sessions')).toBe(
        true,
      ),
    )
  })

  it('dates the last activity in the owner’s display zone, and moves it when the zone changes', async () => {
    mockSecurityApi()
    setDisplayTimeZone('America/Bogota')
    await renderTab()
    // 15:30 UTC is 10:30 in Bogotá and 00:30 the next day in Tokyo.
    expect(await screen.findByText('Última actividad: 26 nov 2026, 10:30')).toBeInTheDocument()
    act(() => setDisplayTimeZone('Asia/Tokyo'))
    expect(await screen.findByText('Última actividad: 27 nov 2026, 0:30')).toBeInTheDocument()
    act(() => setDisplayTimeZone('America/Bogota'))
  })

  it('says when this is the only session', async () => {
    mockSecurityApi()
    await renderTab()
    expect(await screen.findByText('No hay otras sesiones abiertas: solo esta.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cerrar todas las demás' })).not.toBeInTheDocument()
  })

  it('deletes the account only once the word is typed and the password given, then leaves for the landing', async () => {
    const calls = mockSecurityApi({ routes: { 'POST /api/account/deletion': { status: 204 } } })
    const { user, router } = await renderTab()
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' })
    expect(within(dialog).getByText(/tu menú público/)).toBeInTheDocument()
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' })
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText(/^Contraseña actual/), 'secreto-123')
    await user.type(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'), 'eliminar')
    expect(confirm).toBeEnabled()
    await user.click(confirm)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls.find((call) => call.path === '/api/account/deletion')?.body).toEqual({
      password: 'secreto-123',
    })
  })

  it('deletes an account without a password with a code mailed to it', async () => {
    const calls = mockSecurityApi({
      overview: { hasPassword: false, twoFactorEnabled: false },
      routes: {
        'POST /api/account/deletion/code': { status: 204 },
        'POST /api/account/deletion': ({ body }) =>
          (body as { code: string }).code === 'K7PX'
            ? { status: 204 }
            : apiError(400, 'code_invalid', 'El código no es correcto.'),
      },
    })
    const { user, router } = await renderTab()
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' })
    expect(within(dialog).queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Enviarme un código' }))
    expect(await within(dialog).findByText('Te enviamos un código por correo.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'), 'ELIMINAR')
    await user.type(within(dialog).getByLabelText(/^Código del correo/), 'k7pq')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }))
    expect(await within(dialog).findByText('El código no es correcto.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/^Código del correo/))
    await user.type(within(dialog).getByLabelText(/^Código del correo/), 'k7px')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls.filter((call) => call.path === '/api/account/deletion').map((call) => call.body)).toEqual([
      { code: 'K7PQ' },
      { code: 'K7PX' },
    ])
  })

  it('says how long to wait when the data was downloaded too often, and a plain failure otherwise', async () => {
    let answer = apiError(
      429,
      'export_rate_limited',
      'Ya descargaste tus datos varias veces en la última hora.',
    )
    mockSecurityApi({ routes: { 'GET /api/account/export': () => answer } })
    const { user } = await renderTab()
    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }))
    expect(
      await screen.findByText('Ya descargaste tus datos varias veces en la última hora.'),
    ).toBeInTheDocument()
    answer = apiError(500, 'internal_error', 'Algo salió mal.')
    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }))
    expect(await screen.findByText('No pudimos preparar tus datos. Inténtalo de nuevo.')).toBeInTheDocument()
  })
})
