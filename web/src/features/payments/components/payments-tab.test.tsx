import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BillingOverview } from '#domain/payments/billing.schema.ts'
import { apiError, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const freePlan: BillingOverview = { plan: { id: 'free', name: 'Gratis' }, address: null, history: [] }

async function renderTab() {
  const app = renderApp('/dashboard/configuracion/pagos')
  await screen.findByRole('heading', { level: 2, name: 'Tu plan' }, { timeout: 8000 })
  return app
}

describe('Pagos', { timeout: 20_000 }, () => {
  it('shows the free plan, no payment method and never a card field, and says card payment is coming', async () => {
    mockSession(undefined, { 'GET /api/billing': { status: 200, body: freePlan } })
    const { user } = await renderTab()
    expect(screen.getByText('Gratis')).toBeInTheDocument()
    expect(screen.getByText(/No tienes métodos de pago/)).toBeInTheDocument()
    expect(screen.getByText(/Todavía no hay cobros/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Añadir método' }))
    const dialog = await screen.findByRole('dialog', { name: 'El pago con tarjeta llegará pronto' })
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    expect(document.querySelector('input[autocomplete^="cc-"]')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('adds a billing address, with errors at the field, then deletes it after a question', async () => {
    let saved: BillingOverview = freePlan
    const calls = mockSession(undefined, {
      'GET /api/billing': () => ({ status: 200, body: saved }),
      'PUT /api/billing/address': ({ body }) => {
        saved = { ...saved, address: body as BillingOverview['address'] }
        return { status: 200, body }
      },
      'DELETE /api/billing/address': () => {
        saved = { ...saved, address: null }
        return { status: 204 }
      },
    })
    const { user } = await renderTab()
    await user.click(screen.getByRole('button', { name: 'Añadir dirección' }))
    const dialog = await screen.findByRole('dialog', { name: 'Añadir dirección de facturación' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findAllByText('Este campo es obligatorio.')).toHaveLength(4)
    expect(within(dialog).getByLabelText(/^País/)).toHaveValue('CO')

    await user.type(within(dialog).getByLabelText(/^Nombre o razón social/), 'Café de la Plaza SAS')
    await user.type(within(dialog).getByLabelText(/^Dirección/), 'Calle 10 # 5-20')
    await user.type(within(dialog).getByLabelText(/^Ciudad/), 'Bogotá')
    await user.type(within(dialog).getByLabelText(/^Código postal/), '110111')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Café de la Plaza SAS',
      street: 'Calle 10 # 5-20',
      city: 'Bogotá',
      country: 'CO',
      postalCode: '110111',
    })
    expect(await screen.findByText('110111 Bogotá, Colombia')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Eliminar' }))
    const question = await screen.findByRole('alertdialog', { name: 'Eliminar dirección de facturación' })
    await user.click(within(question).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Aún no has añadido una dirección de facturación.')).toBeInTheDocument()
  })

  it('lists the billing history with the amount in the business’s money format and the invoice link', async () => {
    mockSession(undefined, {
      'GET /api/billing': {
        status: 200,
        body: {
          ...freePlan,
          history: [
            {
              id: 'b-1',
              date: '2026-10-01T12:00:00.000Z',
              description: 'Plan Pro, octubre',
              amount: '49900',
              currency: 'COP',
              invoiceUrl: '/api/billing/invoices/b-1.pdf',
            },
          ],
        },
      },
    })
    await renderTab()
    const table = screen.getByRole('table', { name: 'Historial de facturación' })
    const row = within(table).getAllByRole('row')[1]!
    expect(row).toHaveTextContent('Plan Pro, octubre')
    expect(row).toHaveTextContent(/49\.900/)
    expect(within(row).getByRole('link', { name: /Descargar la factura/ })).toHaveAttribute(
      'href',
      '/api/billing/invoices/b-1.pdf',
    )
  })

  it('says when the payments cannot be read', async () => {
    mockSession(undefined, { 'GET /api/billing': apiError(500, 'internal') })
    renderApp('/dashboard/configuracion/pagos')
    expect(
      await screen.findByText(/No pudimos cargar tus pagos/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument()
  })
})
