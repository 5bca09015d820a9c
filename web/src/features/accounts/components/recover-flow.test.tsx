import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type ApiCall, apiError, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const wrongCode = apiError(400, 'code_invalid', 'El código no es correcto. Revísalo e inténtalo de nuevo.')
const lockedCode = apiError(403, 'code_locked', 'Demasiados intentos con este código. Pide uno nuevo.')

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body)

async function renderRecover() {
  const app = renderApp('/recover')
  await screen.findByRole('heading', { level: 1, name: 'Recupera tu cuenta' })
  return app
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email' })
const box = (position: number) => screen.getByRole('textbox', { name: `Carácter ${position} de 4` })

describe('/recover', () => {
  it('asks for the email, then shows the code step for it; Cancelar returns with everything typed', async () => {
    const calls = mockSession(null, { 'POST /api/password-resets': { status: 202 } })
    const { user } = await renderRecover()
    await waitFor(() => expect(document.title).toBe('Recupera tu cuenta · Vitrina'))

    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    expect(emailBox()).toHaveAccessibleDescription('Ingresa tu email.')
    expect(emailBox()).toHaveFocus()
    expect(posts(calls, '/api/password-resets')).toEqual([])

    await user.type(emailBox(), ' Ana@Bar.es ')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Código de país' }), 'ES')
    await user.type(screen.getByRole('textbox', { name: 'Teléfono (opcional)' }), '612345678')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))

    expect(await screen.findByText('ana@bar.es')).toBeInTheDocument()
    expect(screen.getByText(/Enviamos un código de 4 caracteres a/)).toBeInTheDocument()
    // Only the email is sent: the phone only helps the person remember the account.
    expect(posts(calls, '/api/password-resets')).toEqual([{ email: 'ana@bar.es' }])
    expect(box(1)).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(emailBox()).toHaveValue('ana@bar.es')
    expect(emailBox()).toHaveFocus()
    expect(screen.getByRole('combobox', { name: 'Código de país' })).toHaveValue('ES')
    expect(screen.getByRole('textbox', { name: 'Teléfono (opcional)' })).toHaveValue('612 34 56 78')
  })

  it('resends the code and says so, and shows the server message for a wrong code', async () => {
    const calls = mockSession(null, {
      'POST /api/password-resets': { status: 202 },
      'POST /api/password-resets/check': wrongCode,
    })
    const { user } = await renderRecover()
    await user.type(emailBox(), 'ana@bar.es')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Código reenviado')
    expect(posts(calls, '/api/password-resets')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe los 4 caracteres del código.')
    expect(posts(calls, '/api/password-resets/check')).toEqual([])

    await user.click(box(1))
    await user.keyboard('2345')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'El código no es correcto. Revísalo e inténtalo de nuevo.',
      ),
    )
    expect(screen.getByRole('alert')).toHaveFocus()
    expect(box(1)).toHaveAttribute('aria-invalid', 'true')
    expect(posts(calls, '/api/password-resets/check')).toEqual([{ email: 'ana@bar.es', code: '2345' }])
  })

  it('offers a new code once the code is locked', async () => {
    const calls = mockSession(null, {
      'POST /api/password-resets': { status: 202 },
      'POST /api/password-resets/check': lockedCode,
    })
    const { user } = await renderRecover()
    await user.type(emailBox(), 'ana@bar.es')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    await user.click(await screen.findByRole('textbox', { name: 'Carácter 1 de 4' }))
    await user.keyboard('9999')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos con este código. Pide uno nuevo.',
    )
    expect(screen.queryByRole('button', { name: 'Verificar' })).not.toBeInTheDocument()
    expect(box(1)).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Pedir un código nuevo' }))
    expect(await screen.findByRole('button', { name: 'Verificar' })).toBeEnabled()
    expect(screen.getByRole('status')).toHaveTextContent('Código reenviado')
    expect(box(1)).toHaveValue('')
    expect(box(1)).toHaveFocus()
    expect(posts(calls, '/api/password-resets')).toHaveLength(2)
  })

  it('sets the new password and sends the person to /login, which says so with the email filled in', async () => {
    const calls = mockSession(null, {
      'POST /api/password-resets': { status: 202 },
      'POST /api/password-resets/check': { status: 204 },
      'POST /api/password-resets/complete': { status: 204 },
    })
    const { user, router } = await renderRecover()
    await user.type(emailBox(), 'ana@bar.es')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    await user.click(await screen.findByRole('textbox', { name: 'Carácter 1 de 4' }))
    await user.keyboard('432K')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))

    const password = await screen.findByLabelText(/^Nueva contraseña/)
    expect(password).toHaveFocus()
    await user.type(password, 'corta')
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }))
    expect(password).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres.')
    await user.clear(password)
    await user.type(password, 'clave-nueva-1')
    await user.type(screen.getByLabelText(/^Repetir nueva contraseña/), 'clave-nueva-1')
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(posts(calls, '/api/password-resets/complete')).toEqual([
      { email: 'ana@bar.es', code: '432K', password: 'clave-nueva-1', confirmPassword: 'clave-nueva-1' },
    ])
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Contraseña actualizada. Inicia sesión con tu nueva contraseña.',
    )
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@bar.es')
  })

  it('goes back to the code step when the code expired before the new password was saved', async () => {
    mockSession(null, {
      'POST /api/password-resets': { status: 202 },
      'POST /api/password-resets/check': { status: 204 },
      'POST /api/password-resets/complete': apiError(
        400,
        'code_expired',
        'El código ha caducado. Pide uno nuevo.',
      ),
    })
    const { user } = await renderRecover()
    await user.type(emailBox(), 'ana@bar.es')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    await user.click(await screen.findByRole('textbox', { name: 'Carácter 1 de 4' }))
    await user.keyboard('432K')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    await user.type(await screen.findByLabelText(/^Nueva contraseña/), 'clave-nueva-1')
    await user.type(screen.getByLabelText(/^Repetir nueva contraseña/), 'clave-nueva-1')
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('El código ha caducado. Pide uno nuevo.')
    expect(screen.getByRole('button', { name: 'Pedir un código nuevo' })).toBeInTheDocument()
  })

  it('speaks English too', async () => {
    mockSession(null, { 'POST /api/password-resets': { status: 202 } })
    const { user } = await renderRecover()
    await user.click(screen.getByRole('button', { name: 'EN, cambiar a inglés' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Recover your account' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@bar.es')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(/We sent a 4-character code to/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument()
  })
})
