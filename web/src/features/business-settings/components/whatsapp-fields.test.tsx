import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Business, BusinessChanges } from '#domain/accounts/business.schema.ts'
import { ApiError } from '../../../lib/api.ts'
import { i18n } from '../../../lib/i18n.ts'
import { buildMe } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { BusinessTab } from './business-tab.tsx'

// Configuración → Negocio's WhatsApp section: the number beside the country's prefix, the switches saved with
// the rest of the form, a refusal at the field in the reader's language.

function renderTab(
  business: Partial<Business> = {},
  onSave = vi.fn<(changes: BusinessChanges) => Promise<Business>>(),
) {
  const saved = { ...buildMe().business, ...business }
  onSave.mockImplementation(async (changes) => ({
    ...saved,
    ...changes,
    whatsappNumber: changes.whatsappNumber ? '573001234567' : saved.whatsappNumber,
    whatsappUses: { ...saved.whatsappUses, ...changes.whatsappUses },
  }))
  const view = renderElement(<BusinessTab business={saved} onSave={onSave} modelHost={null} />)
  return { ...view, onSave }
}

const section = () => screen.getByRole('region', { name: 'WhatsApp' })
const numberField = () => within(section()).getByRole('textbox', { name: 'Número de WhatsApp' })

describe('Configuración → Negocio, WhatsApp', { timeout: 20_000 }, () => {
  it('asks for the number beside the country’s prefix, and offers the three links as switches', async () => {
    renderTab()
    expect(await screen.findByRole('region', { name: 'WhatsApp' })).toBeInTheDocument()
    expect(numberField()).toHaveAccessibleDescription(expect.stringContaining('el prefijo de tu país (+57)'))
    expect(numberField()).toHaveAttribute('type', 'tel')
    expect(within(section()).getAllByRole('switch')).toHaveLength(3)
    expect(
      within(section()).getByRole('switch', { name: '«Escríbenos por WhatsApp» en el menú' }),
    ).toHaveAttribute('aria-checked', 'true')
    expect(
      within(section()).getByRole('switch', { name: '«Preguntar por este plato» en cada plato' }),
    ).toHaveAttribute('aria-checked', 'false')
    expect(
      within(section()).getByRole('switch', { name: '«Reservar por WhatsApp» en la página de reservas' }),
    ).toHaveAccessibleDescription(
      'Un segundo botón que abre un chat con el día, la hora y las personas elegidos.',
    )
    // The owner's own notice is only where the deployment sends messages.
    expect(screen.queryByText(/Avisarme de cada nueva reserva/)).not.toBeInTheDocument()
  })

  it('offers the new-booking notice where the deployment sends WhatsApp messages', async () => {
    renderTab({ whatsappMessages: true })
    expect(
      await screen.findByRole('switch', { name: 'Avisarme de cada nueva reserva por WhatsApp' }),
    ).toHaveAttribute('aria-checked', 'false')
  })

  it('saves the number as typed and the switch turned by keyboard, then shows the number as saved', async () => {
    const { user, onSave } = renderTab()
    await user.type(numberField(), '300 123 4567')
    const dish = within(section()).getByRole('switch', { name: '«Preguntar por este plato» en cada plato' })
    dish.focus()
    await user.keyboard(' ')
    expect(dish).toHaveAttribute('aria-checked', 'true')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Datos del negocio guardados')).toBeInTheDocument()
    expect(onSave).toHaveBeenCalledWith({ whatsappNumber: '300 123 4567', whatsappUses: { dish: true } })
    // Saved as wa.me's digits; shown again without the prefix the field already shows.
    expect(numberField()).toHaveValue('3001234567')
  })

  it('shows a number of another country with its own prefix, and sends nothing while it is untouched', async () => {
    const { user, onSave } = renderTab({ whatsappNumber: '34612345678' })
    expect(numberField()).toHaveValue('+34612345678')
    await user.type(screen.getByRole('textbox', { name: /Nombre del negocio/ }), ' Norte')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await screen.findByText('Datos del negocio guardados')
    expect(onSave).toHaveBeenCalledWith({ name: 'Café de la Plaza Norte' })
  })

  it('explains a letter at once, and the server’s refusal of a short number at the field', async () => {
    const onSave = vi.fn<(changes: BusinessChanges) => Promise<Business>>()
    const { user } = renderTab({}, onSave)
    await user.type(numberField(), 'abc')
    expect(numberField()).toHaveAccessibleDescription(
      expect.stringContaining('Escribe un número de WhatsApp completo'),
    )
    await user.clear(numberField())
    await user.type(numberField(), '123')
    onSave.mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Revisa', {
        fields: { whatsappNumber: ['accounts.business.errors.whatsappInvalid'] },
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(numberField()).toHaveFocus())
    expect(numberField()).toHaveAttribute('aria-invalid', 'true')
    expect(numberField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Escribe un número de WhatsApp completo: de 8 a 15 cifras con el prefijo del país.',
      ),
    )
  })

  it('tells an Argentine business about the 9 of its mobiles', async () => {
    renderTab({ country: 'AR' })
    expect(numberField()).toHaveAccessibleDescription(expect.stringContaining('(+54)'))
    expect(numberField()).toHaveAccessibleDescription(expect.stringContaining('llevan un 9 después del 54'))
    expect(numberField()).toHaveAttribute('placeholder', '9 11 2345 6789')
  })

  it('says it all in English to an English reader', async () => {
    await i18n.changeLanguage('en')
    renderTab({ whatsappMessages: true })
    const english = await screen.findByRole('region', { name: 'WhatsApp' })
    expect(within(english).getByRole('textbox', { name: 'WhatsApp number' })).toHaveAccessibleDescription(
      expect.stringContaining("We add your country's prefix (+57)"),
    )
    const names = [
      '“Write to us on WhatsApp” on the menu',
      '“Ask about this dish” on each dish',
      '“Book on WhatsApp” on the booking page',
      'Tell me about each new booking on WhatsApp',
    ]
    expect(within(english).getAllByRole('switch')).toEqual(
      names.map((name) => within(english).getByRole('switch', { name })),
    )
  })
})
