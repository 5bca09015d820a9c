import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, mockApi } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { ContactForm } from './contact-form.tsx'

function renderForm() {
  const { user } = renderElement(<ContactForm />)
  const form = {
    name: screen.getByRole('textbox', { name: /^Nombre/ }),
    email: screen.getByRole('textbox', { name: /^Email/ }),
    prefix: screen.getByRole('combobox', { name: 'Prefijo' }),
    phone: screen.getByRole('textbox', { name: 'Teléfono (opcional)' }),
    company: screen.getByRole('textbox', { name: 'Empresa (opcional)' }),
    industry: screen.getByRole('combobox', { name: /^Sector/ }),
    message: screen.getByRole('textbox', { name: /^Mensaje/ }),
    privacy: screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ }),
    submit: screen.getByRole('button', { name: 'Enviar mensaje' }),
  }
  return { user, form }
}

type Form = ReturnType<typeof renderForm>['form']

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, form: Form) {
  await user.type(form.name, 'Ana Gómez')
  await user.type(form.email, 'ana@cafe.co')
  await user.selectOptions(form.prefix, '+34')
  await user.type(form.phone, '612 34-5678')
  await user.type(form.company, 'Café Ana')
  await user.selectOptions(form.industry, 'Hoteles')
  await user.type(form.message, 'Quiero una demo.')
  await user.click(form.privacy)
}

describe('ContactForm', () => {
  it('offers the spec prefixes and industries, and links the privacy policy', () => {
    renderForm()
    const prefixes = within(screen.getByRole('combobox', { name: 'Prefijo' })).getAllByRole('option')
    expect(prefixes.map((option) => option.textContent)).toEqual(['+57', '+1', '+34', '+52', '+54', '+56'])
    const industries = within(screen.getByRole('combobox', { name: /^Sector/ })).getAllByRole('option')
    expect(industries.map((option) => option.textContent)).toEqual([
      'Selecciona un sector',
      'Restaurantes',
      'Retail',
      'Servicios',
      'Eventos',
      'Hoteles',
      'Otro',
    ])
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy')
  })

  it('shows each error under its field, sends nothing, and clears a message as soon as its field is edited', async () => {
    const calls = mockApi({})
    const { user, form } = renderForm()
    await user.type(form.email, 'ana@')
    await user.click(form.submit)

    expect(form.name).toHaveAccessibleDescription('El nombre es obligatorio')
    expect(form.email).toHaveAccessibleDescription('El email no es válido')
    expect(form.industry).toHaveAccessibleDescription('Selecciona un sector')
    expect(form.message).toHaveAccessibleDescription('El mensaje es obligatorio')
    expect(form.privacy).toHaveAccessibleDescription('Debes aceptar la política de privacidad')
    expect(form.phone).not.toHaveAttribute('aria-invalid')
    expect(calls.filter((call) => call.path === '/api/leads')).toHaveLength(0)

    // Still not a valid email, but edited: its message goes, the others stay until they are edited.
    await user.type(form.email, 'c')
    expect(form.email).not.toHaveAccessibleDescription()
    expect(form.email).not.toHaveAttribute('aria-invalid')
    expect(form.name).toHaveAccessibleDescription('El nombre es obligatorio')
    await user.type(form.name, 'A')
    expect(form.name).not.toHaveAccessibleDescription()
    await user.click(form.privacy)
    expect(form.privacy).not.toHaveAccessibleDescription()
  })

  it('sends the form, resets it and says the message was sent', async () => {
    const calls = mockApi({ 'POST /api/leads': { status: 201, body: { id: 'lead-1' } } })
    const { user, form } = renderForm()
    await fillValidForm(user, form)
    await user.click(form.submit)

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mensaje enviado. Nos pondremos en contacto contigo pronto.',
    )
    expect(calls.find((call) => call.path === '/api/leads')?.body).toEqual({
      name: 'Ana Gómez',
      email: 'ana@cafe.co',
      phonePrefix: '+34',
      phone: '612345678',
      company: 'Café Ana',
      industry: 'Hoteles',
      message: 'Quiero una demo.',
      acceptPrivacy: true,
    })
    expect(form.name).toHaveValue('')
    expect(form.email).toHaveValue('')
    expect(form.prefix).toHaveValue('+57')
    expect(form.industry).toHaveValue('')
    expect(form.message).toHaveValue('')
    expect(form.privacy).not.toBeChecked()
  })

  it('keeps every value and says to try later when too many messages were sent', async () => {
    mockApi({ 'POST /api/leads': apiError(429, 'lead_rate_limited') })
    const { user, form } = renderForm()
    await fillValidForm(user, form)
    await user.click(form.submit)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Has enviado varios mensajes en la última hora. Inténtalo de nuevo más tarde.',
    )
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(form.name).toHaveValue('Ana Gómez')
    expect(form.phone).toHaveValue('612345678')
    expect(form.industry).toHaveValue('Hoteles')
    expect(form.message).toHaveValue('Quiero una demo.')
    expect(form.privacy).toBeChecked()
    expect(form.submit).toBeEnabled()
  })

  it('says so in English when the server cannot be reached, keeping the values', async () => {
    await i18n.changeLanguage('en')
    mockApi({ 'POST /api/leads': apiError(500, 'internal') })
    const { user } = renderElement(<ContactForm />)
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ann')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@shop.com')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Industry/ }), 'Retail')
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello')
    await user.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }))
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your message. Check your connection and try again.',
    )
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ann'))
    expect(screen.getByRole('option', { name: 'Retail', selected: true })).toBeInTheDocument()
  })

  it('keeps an over-long paste whole, counts it and refuses to send it, naming each limit', async () => {
    const calls = mockApi({ 'POST /api/leads': { status: 201, body: { id: 'lead-1' } } })
    const { user, form } = renderForm()
    await fillValidForm(user, form)
    const longName = 'N'.repeat(130)
    await user.clear(form.name)
    await user.click(form.name)
    await user.paste(longName)
    await user.click(form.company)
    await user.paste('E'.repeat(200))

    expect(form.name).toHaveValue(longName)
    expect(form.name).toHaveAccessibleDescription('130 de 120 caracteres')
    await user.click(form.submit)

    expect(form.name).toHaveAccessibleDescription(/El nombre puede tener hasta 120 caracteres/)
    expect(form.company).toHaveAccessibleDescription(/hasta 160 caracteres/)
    expect(form.name).toHaveValue(longName)
    expect(calls.filter((call) => call.path === '/api/leads')).toHaveLength(0)
  })
})
