import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildLine, buildOrder, fakeOrdersApi, ORDERS_PAGE } from '../testing/fake-orders.ts'

describe('An order’s ticket', { timeout: 20_000 }, () => {
  it('prints the order alone on an 80 mm strip, and goes once printed', async () => {
    const order = buildOrder({
      number: 12,
      channel: 'pickup',
      tableName: '',
      pickupName: 'Ana',
      pickupPhone: '3001234567',
      pickupAt: '2026-12-06T18:30:00.000Z',
      lines: [
        buildLine({
          quantity: 2,
          name: 'Hamburguesa',
          variantLabel: 'Doble',
          options: [{ label: 'Tocineta', priceDelta: '3000' }],
          note: 'sin cebolla',
          subtotal: '30000',
          discount: '6000',
          total: '24000',
        }),
      ],
      subtotal: '30000',
      discount: '6000',
      total: '24000',
    })
    mockSession(buildMe(), fakeOrdersApi([order]).routes)
    const print = vi.fn()
    window.print = print
    const { user } = renderApp(ORDERS_PAGE)
    await user.click(await screen.findByRole('button', { name: 'Imprimir ticket del pedido #12' }))

    expect(print).toHaveBeenCalledTimes(1)
    const sheet = document.querySelector('[data-order-ticket]')!
    expect(sheet.parentElement).toBe(document.body)
    expect(sheet.querySelector('style')?.textContent).toContain('@page { size: 80mm auto; margin: 4mm; }')
    const ticket = within(sheet as HTMLElement).getByRole('article', { hidden: true, name: 'Pedido #12' })
    expect(ticket).toHaveClass('w-[72mm]', 'font-mono')
    const text = (ticket.textContent ?? '').replace(/\s+/g, ' ')
    for (const part of [
      'Café de la Plaza',
      'Pedido #12',
      'Para recoger: Ana',
      'Tel. 3001234567',
      'Recoge a las 13:30',
      '6/12/26, 13:05',
      '2 × Hamburguesa$ 24.000',
      'Doble, Tocineta',
      '» sin cebolla',
      'Subtotal$ 30.000',
      'Descuento-$ 6.000',
      'Total$ 24.000',
      'Se paga en el local',
    ]) {
      expect(text).toContain(part)
    }

    act(() => {
      window.dispatchEvent(new Event('afterprint'))
    })
    expect(document.querySelector('[data-order-ticket]')).toBeNull()
  })
})
