import { screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, mockApi } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { SupportForm, type SupportFormDefaults } from './support-form.tsx'

function renderForm(defaults?: SupportFormDefaults) {
  const { user } = renderElement(<SupportForm defaults={defaults} />)
  const form = {
    nombre: screen.getByRole('textbox', { name: /^Nombre/ }),
    apellido: screen.getByRole('textbox', { name: /^Apellido/ }),
    correo: screen.getByRole('textbox', { name: /^Correo/ }),
    telefono: screen.getByRole('textbox', { name: 'Teléfono (opcional)' }),
    mensaje: screen.getByRole('textbox', { name: /^Mensaje/ }),
    privacy: screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ }),
    submit: screen.getByRole('button', { name: 'Enviar mensaje' }),
  }
  return { user, form }
}

type Form = ReturnType<typeof renderForm>['form']

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, form: Form) {
  await user.type(form.nombre, 'Ana')
  await user.type(form.apellido, 'Gómez')
  await user.type(form.correo, 'ana@cafe.co')
  await user.type(form.telefono, '300 123-4567')
  await user.type(form.mensaje, 'No veo mi código QR.')
  await user.click(form.privacy)
}

describe('SupportForm', () => {
  it('links the privacy policy in a new tab', () => {
    renderForm()
    const link = screen.getByRole('link', { name: 'política de privacidad' })
    expect(link).toHaveAttribute('href', '/privacy')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('shows each error of docs/product-spec.md §5 under its field, sends nothing, and clears one as its field is edited', async () => {
    const calls = mockApi({})
    const { user, form } = renderForm()
    await user.click(form.submit)

    expect(form.nombre).toHaveAccessibleDescription('El nombre es obligatorio')
    expect(form.apellido).toHaveAccessibleDescription('El apellido es obligatorio')
    expect(form.correo).toHaveAccessibleDescription('El correo es obligatorio')
    expect(form.mensaje).toHaveAccessibleDescription('El mensaje es obligatorio')
    expect(form.privacy).toHaveAccessibleDescription('Debes aceptar la política de privacidad')
    expect(form.telefono).not.toHaveAttribute('aria-invalid')
    expect(calls.filter((call) => call.path === '/api/support-messages')).toHaveLength(0)

    await user.type(form.correo, 'ana@')
    expect(form.correo).not.toHaveAccessibleDescription()
    await user.click(form.submit)
    expect(form.correo).toHaveAccessibleDescription('El correo no es válido')
    // Edited, though still not valid: its message goes, the others stay until they are edited.
    await user.type(form.correo, 'c')
    expect(form.correo).not.toHaveAccessibleDescription()
    expect(form.correo).not.toHaveAttribute('aria-invalid')
    expect(form.nombre).toHaveAccessibleDescription('El nombre es obligatorio')
    await user.type(form.nombre, 'A')
    expect(form.nombre).not.toHaveAccessibleDescription()
    await user.click(form.privacy)
    expect(form.privacy).not.toHaveAccessibleDescription()
  })

  it('keeps a pasted over-long name and message whole, counting the message, and refuses them with their limits', async () => {
    const calls = mockApi({})
    const { user, form } = renderForm()
    await user.click(form.nombre)
    await user.paste('A'.repeat(300))
    await user.click(form.mensaje)
    await user.paste('m'.repeat(2500))
    expect(form.nombre).toHaveValue('A'.repeat(300))
    expect(form.mensaje).toHaveValue('m'.repeat(2500))
    expect(screen.getByText('2500 de 2000 caracteres')).toBeInTheDocument()

    await user.click(form.submit)
    expect(form.nombre).toHaveAccessibleDescription('Puede tener hasta 120 caracteres')
    expect(form.mensaje).toHaveAccessibleDescription(
      'El mensaje puede tener hasta 2000 caracteres 2500 de 2000 caracteres',
    )
    expect(calls).toEqual([])
  })

  it('keeps a pasted phone longer than 15 digits whole and refuses it, naming the limit', async () => {
    const calls = mockApi({})
    const { user, form } = renderForm()
    await fillValidForm(user, form)
    await user.clear(form.telefono)
    await user.click(form.telefono)
    await user.paste('1234567890123456789')
    expect(form.telefono).toHaveValue('1234567890123456789')

    await user.click(form.submit)
    expect(form.telefono).toHaveAccessibleDescription('Escribe solo números, entre 6 y 15 dígitos')
    expect(calls).toEqual([])
  })

  it('keeps only digits in the phone', async () => {
    const { user, form } = renderForm()
    await user.type(form.telefono, '+57 (300) 123-45ab67')
    expect(form.telefono).toHaveValue('573001234567')
  })

  it('sends the form with the spec field names, resets it to its starting values and says so', async () => {
    const calls = mockApi({ 'POST /api/support-messages': { status: 201, body: { id: 'message-1' } } })
    const { user, form } = renderForm({ nombre: 'María', apellido: 'López', correo: 'maria@cafe.co' })
    expect(form.nombre).toHaveValue('María')
    expect(form.correo).toHaveValue('maria@cafe.co')
    await user.clear(form.nombre)
    await user.clear(form.apellido)
    await user.clear(form.correo)
    await fillValidForm(user, form)
    await user.click(form.submit)

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mensaje enviado. Nos pondremos en contacto contigo pronto.',
    )
    expect(calls.find((call) => call.path === '/api/support-messages')?.body).toEqual({
      nombre: 'Ana',
      apellido: 'Gómez',
      correo: 'ana@cafe.co',
      telefono: '3001234567',
      mensaje: 'No veo mi código QR.',
      aceptaPrivacidad: true,
    })
    expect(form.nombre).toHaveValue('María')
    expect(form.apellido).toHaveValue('López')
    expect(form.correo).toHaveValue('maria@cafe.co')
    expect(form.telefono).toHaveValue('')
    expect(form.mensaje).toHaveValue('')
    expect(form.privacy).not.toBeChecked()

    // Editing again takes the confirmation away.
    await user.type(form.mensaje, 'O')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('keeps every value and says to try later when too many messages were sent', async () => {
    mockApi({ 'POST /api/support-messages': apiError(429, 'support_rate_limited') })
    const { user, form } = renderForm()
    await fillValidForm(user, form)
    await user.click(form.submit)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Has enviado varios mensajes en la última hora. Inténtalo de nuevo más tarde.',
    )
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(form.nombre).toHaveValue('Ana')
    expect(form.telefono).toHaveValue('3001234567')
    expect(form.mensaje).toHaveValue('No veo mi código QR.')
    expect(form.privacy).toBeChecked()
    expect(form.submit).toBeEnabled()
  })

  it('speaks English, errors and failures included, keeping the values', async () => {
    await i18n.changeLanguage('en')
    mockApi({ 'POST /api/support-messages': apiError(500, 'internal') })
    const { user } = renderElement(<SupportForm />)
    const submit = screen.getByRole('button', { name: 'Send message' })
    await user.click(submit)
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
      'Name is required',
    )
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription(
      'Last name is required',
    )
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Email is required')
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(
      'Message is required',
    )
    expect(screen.getByRole('checkbox', { name: /I accept the privacy policy/ })).toHaveAccessibleDescription(
      'You must accept the privacy policy',
    )

    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ann')
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lee')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@shop')
    await user.click(submit)
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Email is invalid')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), '.com')
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello')
    await user.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }))
    await user.click(submit)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your message. Check your connection and try again.',
    )
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ann'))
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Hello')
  })
})
