import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type ApiCall, apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body)

/** /login with the dialog opened from its "Entrar con un código por email" button. */
async function openDialog(routes: Parameters<typeof mockSession>[1] = {}) {
  const calls = mockSession(null, routes)
  const app = renderApp('/login')
  const opener = await screen.findByRole('button', { name: 'Entrar con un código por email' })
  await app.user.click(opener)
  await screen.findByRole('dialog', { name: '¡Inicia sesión ahora!' })
  return { ...app, calls, opener }
}

const dialog = () => screen.getByRole('dialog')
const field = (name: string) => within(dialog()).getByRole('textbox', { name })

describe('SignInDialog', () => {
  it('keeps an over-long name whole and refuses to send a code, naming the limit', async () => {
    const { user, calls } = await openDialog()
    await user.type(field('Email'), 'ana@cafe.co')
    await user.click(field('Nombre'))
    await user.paste('A'.repeat(121))
    expect(field('Nombre')).toHaveValue('A'.repeat(121))
    expect(field('Nombre')).toHaveAccessibleDescription(/121 de 120 caracteres$/)

    await user.click(within(dialog()).getByRole('button', { name: 'Inicia' }))
    expect(field('Nombre')).toHaveAccessibleDescription(
      'El nombre puede tener hasta 120 caracteres. 121 de 120 caracteres',
    )
    expect(calls.filter((call) => call.path === '/api/sign-in-codes')).toEqual([])
  })

  it('opens on its login view: name, email, a phone for four countries, support line, focus on the email', async () => {
    const configured = { google: false, oidc: null, supportEmail: 'ayuda@vitrina.test' }
    await openDialog({ 'GET /api/auth-providers': { status: 200, body: configured } })
    // Everyone types the email; the name above it is only for a first visit.
    expect(field('Email')).toHaveFocus()
    expect(field('Nombre')).toBeInTheDocument()
    const countries = within(dialog()).getByRole('combobox', { name: 'Código de país' })
    expect(
      within(countries)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Colombia (+57)', 'Estados Unidos (+1)', 'España (+34)', 'México (+52)'])
    expect(field('Teléfono (opcional)')).toHaveAttribute('type', 'tel')
    // The support address is the server's SUPPORT_EMAIL; without one the line is left out.
    expect(await within(dialog()).findByRole('link', { name: 'ayuda@vitrina.test' })).toHaveAttribute(
      'href',
      'mailto:ayuda@vitrina.test',
    )
    expect(within(dialog()).getByRole('button', { name: 'Inicia' })).toBeInTheDocument()
    // The test server has no federated provider: no button for one.
    expect(within(dialog()).queryByRole('button', { name: /Continuar con/ })).not.toBeInTheDocument()
  })

  it('moves between login, register and recover, each with its title and first field focused', async () => {
    const { user } = await openDialog()
    await user.click(within(dialog()).getByRole('button', { name: 'Regístrate' }))
    expect(screen.getByRole('dialog', { name: '¡Crea tu cuenta!' })).toBeInTheDocument()
    expect(field('Nombre')).toHaveFocus()
    expect(within(dialog()).getByLabelText(/^Repetir contraseña/)).toBeInTheDocument()
    expect(within(dialog()).getByRole('button', { name: 'Inicia' })).toBeInTheDocument()

    await user.click(within(dialog()).getByRole('button', { name: 'Iniciar sesión' }))
    expect(screen.getByRole('dialog', { name: '¡Inicia sesión ahora!' })).toBeInTheDocument()

    await user.click(within(dialog()).getByRole('button', { name: '¿Olvidaste tu contraseña?' }))
    expect(screen.getByRole('dialog', { name: 'Recupera tu cuenta' })).toBeInTheDocument()
    expect(within(dialog()).getByText(/encontrar tu cuenta con los datos/)).toBeInTheDocument()
    expect(field('Email')).toHaveFocus()

    await user.click(within(dialog()).getByRole('button', { name: 'Volver a iniciar sesión' }))
    expect(screen.getByRole('dialog', { name: '¡Inicia sesión ahora!' })).toBeInTheDocument()
    expect(field('Email')).toHaveFocus()
  })

  it('closes from the top-left button in any view but verify, giving focus back to the opener', async () => {
    const { user, opener } = await openDialog()
    await user.click(within(dialog()).getByRole('button', { name: '¿Olvidaste tu contraseña?' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()

    // Opening again starts afresh on the login view; Escape closes too.
    await user.click(opener)
    expect(await screen.findByRole('dialog', { name: '¡Inicia sesión ahora!' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('signs in with a code: login, verify (Cancelar keeps what was typed), then the dashboard', async () => {
    const owner = buildMe({ name: 'Lucía Gómez', email: 'lucia@tienda.mx' })
    const { user, router, calls } = await openDialog({
      'POST /api/sign-in-codes': { status: 202 },
      'POST /api/sign-in-codes/verify': { status: 200, body: { user: owner } },
    })
    await user.click(within(dialog()).getByRole('button', { name: 'Inicia' }))
    expect(field('Email')).toHaveAccessibleDescription('Ingresa tu email.')

    await user.type(field('Nombre'), 'Lucía Gómez')
    await user.type(field('Email'), 'Lucia@Tienda.mx')
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Código de país' }), 'MX')
    await user.type(field('Teléfono (opcional)'), '5512345678')
    await user.click(within(dialog()).getByRole('button', { name: 'Inicia' }))

    const verify = await screen.findByRole('dialog', { name: 'Revisa tu correo' })
    expect(within(verify).getByText('lucia@tienda.mx')).toBeInTheDocument()
    expect(within(verify).getByRole('textbox', { name: 'Carácter 1 de 4' })).toHaveFocus()
    const details = { name: 'Lucía Gómez', email: 'lucia@tienda.mx', countryCode: 'MX', phone: '5512345678' }
    expect(posts(calls, '/api/sign-in-codes')).toEqual([details])

    await user.click(within(verify).getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByRole('dialog', { name: '¡Inicia sesión ahora!' })).toBeInTheDocument()
    expect(field('Email')).toHaveValue('lucia@tienda.mx')
    expect(field('Teléfono (opcional)')).toHaveValue('55 1234 5678')
    await user.click(within(dialog()).getByRole('button', { name: 'Inicia' }))

    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }))
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Código reenviado')
    await user.keyboard('2468')
    await user.click(within(dialog()).getByRole('button', { name: 'Verificar' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(router.state.location.state).toEqual({ fromLogin: true, menuProcessed: false })
    expect(posts(calls, '/api/sign-in-codes')).toHaveLength(3)
    expect(posts(calls, '/api/sign-in-codes/verify')).toEqual([{ ...details, code: '2468' }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the server message for a wrong sign-in code', async () => {
    const { user } = await openDialog({
      'POST /api/sign-in-codes': { status: 202 },
      'POST /api/sign-in-codes/verify': apiError(400, 'code_invalid', 'El código no es correcto.'),
    })
    await user.type(field('Email'), 'lucia@tienda.mx')
    await user.click(within(dialog()).getByRole('button', { name: 'Inicia' }))
    await user.click(await screen.findByRole('textbox', { name: 'Carácter 1 de 4' }))
    await user.keyboard('2222')
    await user.click(within(dialog()).getByRole('button', { name: 'Verificar' }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('El código no es correcto.')
  })

  it('recovers from the dialog: verify goes back to recover, then the code asks for the new password', async () => {
    const { user, calls } = await openDialog({
      'POST /api/password-resets': { status: 202 },
      'POST /api/password-resets/check': { status: 204 },
      'POST /api/password-resets/complete': { status: 204 },
    })
    await user.click(within(dialog()).getByRole('button', { name: '¿Olvidaste tu contraseña?' }))
    await user.type(field('Email'), 'ana@bar.es')
    await user.click(within(dialog()).getByRole('button', { name: 'Inicia' }))

    // In verify the top-left button says Volver and goes back to recover, with the email kept.
    await screen.findByRole('dialog', { name: 'Revisa tu correo' })
    await user.click(within(dialog()).getByRole('button', { name: 'Volver' }))
    expect(screen.getByRole('dialog', { name: 'Recupera tu cuenta' })).toBeInTheDocument()
    expect(field('Email')).toHaveValue('ana@bar.es')
    await user.click(within(dialog()).getByRole('button', { name: 'Inicia' }))

    await user.click(await screen.findByRole('textbox', { name: 'Carácter 1 de 4' }))
    await user.keyboard('5678')
    await user.click(within(dialog()).getByRole('button', { name: 'Verificar' }))
    expect(await screen.findByRole('dialog', { name: 'Crea tu nueva contraseña' })).toBeInTheDocument()
    const password = within(dialog()).getByLabelText(/^Nueva contraseña/)
    expect(password).toHaveFocus()
    await user.type(password, 'clave-nueva-1')
    await user.type(within(dialog()).getByLabelText(/^Repetir nueva contraseña/), 'clave-nueva-1')
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar contraseña' }))

    expect(await screen.findByRole('dialog', { name: '¡Inicia sesión ahora!' })).toBeInTheDocument()
    expect(within(dialog()).getByRole('status')).toHaveTextContent(/Contraseña actualizada/)
    expect(field('Email')).toHaveValue('ana@bar.es')
    expect(posts(calls, '/api/password-resets/check')).toEqual([{ email: 'ana@bar.es', code: '5678' }])
    expect(posts(calls, '/api/password-resets/complete')).toEqual([
      { email: 'ana@bar.es', code: '5678', password: 'clave-nueva-1', confirmPassword: 'clave-nueva-1' },
    ])
  })

  it('registers from the dialog and goes to the dashboard', async () => {
    const { user, router, calls } = await openDialog({
      'POST /api/accounts': { status: 201, body: { user: buildMe() } },
    })
    await user.click(within(dialog()).getByRole('button', { name: 'Regístrate' }))
    await user.type(field('Nombre'), 'María')
    await user.type(field('Nombre de tu negocio'), 'Café María')
    await user.type(field('Email'), 'maria@cafe.co')
    await user.type(within(dialog()).getByLabelText(/^Contraseña/), 'secreto123')
    await user.type(within(dialog()).getByLabelText(/^Repetir contraseña/), 'secreto123')
    await user.click(within(dialog()).getByRole('checkbox', { name: /Acepto los términos/ }))
    await user.click(within(dialog()).getByRole('button', { name: 'Inicia' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(posts(calls, '/api/accounts')).toHaveLength(1)
    // The login page's own form is not submitted along with the dialog's.
    expect(posts(calls, '/api/sessions')).toEqual([])
  })
})
