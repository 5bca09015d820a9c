import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Profile } from '#domain/profile/profile.schema.ts'
import { type ApiCall, apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    name: 'María Fernanda López',
    email: 'maria@cafedelaplaza.co',
    phone: '3001234567',
    phoneCountry: 'CO',
    address: 'Calle 10 # 5-20',
    city: 'Bogotá',
    country: 'CO',
    photoUrl: null,
    pendingEmail: null,
    ...overrides,
  }
}

type Answer = { status: number; body?: unknown }

/** The profile routes over one stored profile, as the server would answer them. */
function mockProfileApi(routes: Record<string, (call: ApiCall) => Answer> = {}) {
  let profile = buildProfile()
  const calls = mockSession(buildMe({ name: profile.name, email: profile.email }), {
    'GET /api/profile': () => ({ status: 200, body: profile }),
    'PUT /api/profile': (call) => {
      const changes = call.body as Partial<Profile>
      profile = { ...profile, ...changes, phone: String(changes.phone).replace(/\D/g, '') }
      return { status: 200, body: profile }
    },
    'PUT /api/profile/photo': () => {
      profile = { ...profile, photoUrl: '/media/photo-256.webp' }
      return { status: 200, body: profile }
    },
    'DELETE /api/profile/photo': () => {
      profile = { ...profile, photoUrl: null }
      return { status: 200, body: profile }
    },
    'POST /api/profile/email-change': (call) => {
      profile = { ...profile, pendingEmail: (call.body as { email: string }).email }
      return { status: 202, body: { pendingEmail: profile.pendingEmail } }
    },
    'POST /api/profile/email-change/confirm': (call) => {
      if ((call.body as { code: string }).code !== 'AB23')
        return apiError(400, 'code_invalid', 'Código incorrecto.')
      profile = { ...profile, email: profile.pendingEmail ?? profile.email, pendingEmail: null }
      return { status: 200, body: profile }
    },
    ...routes,
  })
  return calls
}

async function renderProfile() {
  const app = renderApp('/dashboard/mi-perfil')
  await screen.findByRole('textbox', { name: /Nombre/ })
  return app
}

// Hidden from the accessibility tree while a dialog is open, still there.
const profileMenu = () => screen.getByRole('button', { name: /Menú de perfil/, hidden: true })

describe('Mi perfil', { timeout: 20_000 }, () => {
  it('shows the saved profile with the phone through its mask and the business it runs', async () => {
    mockProfileApi()
    await renderProfile()
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('María Fernanda López')
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('maria@cafedelaplaza.co')
    expect(screen.getByRole('textbox', { name: /Teléfono/ })).toHaveValue('300 123 4567')
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('CO')
    // The owner's business by its name, not a role every owner shares.
    expect(screen.getByText('Café de la Plaza')).toBeInTheDocument()
    expect(screen.queryByText('Dueño del negocio')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
  })

  it('refuses an empty name and email at their fields, and saves nothing', async () => {
    const calls = mockProfileApi()
    const { user } = await renderProfile()
    await user.clear(screen.getByRole('textbox', { name: /Nombre/ }))
    await user.clear(screen.getByRole('textbox', { name: /Email/ }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2)
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('says how many digits the phone needs for its country', async () => {
    const calls = mockProfileApi()
    const { user } = await renderProfile()
    const phone = screen.getByRole('textbox', { name: /Teléfono/ })
    await user.clear(phone)
    await user.type(phone, '300 12')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('El número debe tener 10 dígitos.')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('saves, says so, and the profile menu shows the new name at once', async () => {
    const calls = mockProfileApi()
    const { user } = await renderProfile()
    const name = screen.getByRole('textbox', { name: /Nombre/ })
    await user.clear(name)
    await user.type(name, 'Lucía Gómez')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Perfil actualizado correctamente')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Lucía Gómez',
      phone: '300 123 4567',
    })
    await waitFor(() => expect(within(profileMenu()).getByText('Lucía Gómez')).toBeInTheDocument())
    expect(within(profileMenu()).getByText('LG')).toBeInTheDocument()
  })

  it('Cancelar goes back to what is saved', async () => {
    mockProfileApi()
    const { user } = await renderProfile()
    const city = screen.getByRole('textbox', { name: /Ciudad/ })
    await user.clear(city)
    await user.type(city, 'Medellín')
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(city).toHaveValue('Bogotá')
  })

  it('changes the email only once the code sent to the new address is entered', async () => {
    mockProfileApi()
    const { user } = await renderProfile()
    const email = screen.getByRole('textbox', { name: /Email/ })
    await user.clear(email)
    await user.type(email, 'lucia@nuevo.co')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirma tu nuevo email' })
    expect(within(dialog).getByText('lucia@nuevo.co')).toBeInTheDocument()
    expect(within(profileMenu()).getByText('maria@cafedelaplaza.co')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: /1/ }), 'ZZZZ')
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }))
    expect(await within(dialog).findByText('Código incorrecto.')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: /1/ }), 'AB23')
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }))
    expect(await screen.findByText('Email actualizado: ahora es lucia@nuevo.co.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(within(profileMenu()).getByText('lucia@nuevo.co')).toBeInTheDocument())
  })

  it('shows an email another account has at the email field', async () => {
    mockProfileApi({ 'POST /api/profile/email-change': () => apiError(409, 'email_in_use') })
    const { user } = await renderProfile()
    const email = screen.getByRole('textbox', { name: /Email/ })
    await user.clear(email)
    await user.type(email, 'ana@otro.co')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(
      await screen.findByText('Este email ya está en uso por otra cuenta. Usa otro.'),
    ).toBeInTheDocument()
    expect(email).toHaveValue('ana@otro.co')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('refuses a file that is not an image before sending it, then uploads and removes a photo', async () => {
    const calls = mockProfileApi()
    const { user } = await renderProfile()
    const input = screen.getByLabelText('Cambiar foto', { selector: 'input' })
    // A file picker's "all files" choice gets past the accept attribute.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' })] },
    })
    expect(await screen.findByText(/no es una imagen que podamos usar/)).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/profile/photo')).toBe(false)

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(16)], 'yo.png', { type: 'image/png' })] },
    })
    expect(await screen.findByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute(
      'src',
      '/media/photo-256.webp',
    )
    await waitFor(() =>
      expect(profileMenu().querySelector('img')).toHaveAttribute('src', '/media/photo-256.webp'),
    )

    await user.click(screen.getByRole('button', { name: 'Quitar foto' }))
    await user.click(await screen.findByRole('button', { name: 'Sí, quitar foto' }))
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Tu foto de perfil' })).not.toBeInTheDocument(),
    )
    expect(within(profileMenu()).getByText('MF')).toBeInTheDocument()
  })

  it("refuses a photo over 10 MB before sending it, and shows the server's refusal of one it could not take", async () => {
    const calls = mockProfileApi({ 'PUT /api/profile/photo': () => apiError(413, 'profile_photo_too_large') })
    await renderProfile()
    const input = screen.getByLabelText('Cambiar foto', { selector: 'input' })
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'grande.jpg', { type: 'image/jpeg' })
    fireEvent.change(input, { target: { files: [huge] } })
    expect(
      await screen.findByText('La foto pesa 11 MB; el máximo es 10 MB. Elige una más ligera.'),
    ).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/profile/photo')).toBe(false)

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(16)], 'yo.jpg', { type: 'image/jpeg' })] },
    })
    expect(await screen.findByText('La foto pesa más de 10 MB. Elige una más ligera.')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Tu foto de perfil' })).not.toBeInTheDocument()
  })

  it('says when the profile cannot be read, and tries again', async () => {
    let isDown = true
    mockProfileApi({
      'GET /api/profile': () => (isDown ? apiError(500, 'internal') : { status: 200, body: buildProfile() }),
    })
    const { user } = renderApp('/dashboard/mi-perfil')
    expect(await screen.findByText(/No pudimos cargar tu perfil/)).toBeInTheDocument()
    isDown = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toHaveValue('María Fernanda López')
  })
})
