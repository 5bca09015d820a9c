import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildReviewedMenu } from '../test-fakes.ts'
import { reachPreview, renderWidget } from './widget-test-kit.tsx'

afterEach(() => vi.unstubAllGlobals())

const readMenu = buildReviewedMenu()

async function reachPayment() {
  const widget = renderWidget({ offersPayment: true })
  await reachPreview(widget.user)
  await widget.user.click(screen.getByRole('button', { name: 'Pagar y Continuar' }))
  // The read menu has a dish without a price and one read with doubt: keeping it is asked first.
  await widget.user.click(screen.getByRole('button', { name: 'Guardar así' }))
  await screen.findByRole('heading', { name: 'Pago' })
  const field = (label: string) => screen.getByLabelText(label)
  return { ...widget, field }
}

describe('payment view (demo)', { timeout: 15_000 }, () => {
  it('is not offered to owners', async () => {
    const { user } = renderWidget()
    await reachPreview(user)
    expect(screen.queryByRole('button', { name: 'Pagar y Continuar' })).not.toBeInTheDocument()
  })

  it('says it is a demo and shows the spec order: $29.99 + $9.99 = $39.98', async () => {
    await reachPayment()
    expect(screen.getByRole('heading', { name: 'Pago' })).toHaveFocus()
    expect(screen.getByText('Demostración')).toBeInTheDocument()
    // Plainly a demo, and agreeing with the landing's "Probar es gratis".
    const notice = screen.getByText(/^Esto es una demostración: no se cobra nada/)
    expect(notice).toHaveTextContent('los datos de tu tarjeta no salen de esta página')
    expect(notice).toHaveTextContent('Usar Vitrina es gratis')
    expect(notice).toHaveTextContent('puedes omitirlo')
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' })
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Digitalización del menú', 'Hosting 1 mes', 'Total'])
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((amount) => amount.textContent),
    ).toEqual(['$29.99', '$9.99', '$39.98'])
  })

  it('labels the card fields for the browser card filler, with number pads', async () => {
    const { field } = await reachPayment()
    expect(field('Número de tarjeta')).toHaveAttribute('autocomplete', 'cc-number')
    expect(field('Número de tarjeta')).toHaveAttribute('inputmode', 'numeric')
    expect(field('MM/AA')).toHaveAttribute('autocomplete', 'cc-exp')
    expect(field('CVC')).toHaveAttribute('autocomplete', 'cc-csc')
    expect(field('Titular de la tarjeta')).toHaveAttribute('autocomplete', 'cc-name')
  })

  it('checks the card in the browser and sends nothing; a valid one continues with the menu', async () => {
    const { user, field, onContinue } = await reachPayment()
    const fetchCalls = vi.mocked(globalThis.fetch).mock.calls.length
    await user.type(field('Número de tarjeta'), '4242424242424241')
    expect(field('Número de tarjeta')).toHaveValue('4242 4242 4242 4241')
    await user.type(field('MM/AA'), '0120')
    expect(field('MM/AA')).toHaveValue('01/20')
    await user.type(field('CVC'), '12')
    await user.click(screen.getByRole('button', { name: 'Pagar y Continuar' }))

    expect(field('Número de tarjeta')).toHaveAccessibleDescription('El número de tarjeta no es válido.')
    expect(field('Número de tarjeta')).toHaveFocus()
    expect(field('MM/AA')).toHaveAccessibleDescription('La tarjeta está vencida.')
    expect(field('CVC')).toHaveAccessibleDescription('El CVC tiene 3 o 4 dígitos.')
    expect(field('Titular de la tarjeta')).toHaveAccessibleDescription('Escribe el nombre del titular.')
    expect(onContinue).not.toHaveBeenCalled()

    await user.clear(field('Número de tarjeta'))
    await user.type(field('Número de tarjeta'), '4242 4242 4242 4242')
    expect(field('Número de tarjeta')).not.toHaveAttribute('aria-invalid')
    await user.clear(field('MM/AA'))
    await user.type(field('MM/AA'), `12${String(new Date().getFullYear() + 3).slice(2)}`)
    await user.type(field('CVC'), '3')
    await user.type(field('Titular de la tarjeta'), 'María López')
    await user.click(screen.getByRole('button', { name: 'Pagar y Continuar' }))

    expect(onContinue).toHaveBeenCalledWith(readMenu)
    expect(vi.mocked(globalThis.fetch).mock.calls.length).toBe(fetchCalls)
  })

  it('continues without paying with "Omitir pago demo"', async () => {
    const { user, onContinue } = await reachPayment()
    await user.click(screen.getByRole('button', { name: 'Omitir pago demo' }))
    expect(onContinue).toHaveBeenCalledWith(readMenu)
  })

  it('goes back to the preview with the corrections kept', async () => {
    const widget = renderWidget({ offersPayment: true })
    const { user } = widget
    await reachPreview(user)
    await user.click(screen.getByRole('button', { name: 'Editar menú' }))
    await user.click(screen.getByRole('button', { name: 'Eliminar Empanadas' }))
    await user.click(screen.getByRole('button', { name: 'Pagar y Continuar' }))
    await user.click(screen.getByRole('button', { name: 'Guardar así' }))
    await user.click(await screen.findByRole('button', { name: 'Volver a la vista previa' }))
    expect(await screen.findByRole('heading', { name: 'Vista previa de tu menú' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: /^Empanadas/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Arepa de choclo/ })).toBeInTheDocument()
  })
})
