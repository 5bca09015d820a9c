import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '#domain/ordering/order.schema.ts'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildLine, buildOrder, fakeOrdersApi, KITCHEN_PAGE } from '../testing/fake-orders.ts'

const column = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }))
const numbersIn = (name: string) =>
  column(name)
    .queryAllByRole('article')
    .map((card) => card.querySelector('h4 span')?.textContent)

/** Two new orders (the older first), one preparing, one ready; one delivered and one rejected, not shown. */
function buildKitchen(): Order[] {
  return [
    buildOrder({ number: 12, createdAt: '2026-12-06T18:05:00.000Z' }),
    buildOrder({
      number: 10,
      createdAt: '2026-12-06T17:40:00.000Z',
      lines: [buildLine({ quantity: 3, name: 'Empanada', variantLabel: 'Grande', note: 'bien doradas' })],
    }),
    buildOrder({
      number: 11,
      status: 'preparing',
      channel: 'pickup',
      tableName: '',
      pickupName: 'Ana',
      createdAt: '2026-12-06T17:50:00.000Z',
    }),
    buildOrder({ number: 9, status: 'ready', tableName: 'Barra', createdAt: '2026-12-06T17:30:00.000Z' }),
    buildOrder({ number: 8, status: 'delivered' }),
    buildOrder({ number: 7, status: 'rejected' }),
  ]
}

const renderKitchen = async (me = buildMe()) => {
  // 18:20 in UTC, 13:20 in Bogotá: order #12 came 15 minutes ago.
  vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-06T18:20:00.000Z'))
  const api = fakeOrdersApi(buildKitchen())
  const calls = mockSession(me, api.routes)
  const app = renderApp(KITCHEN_PAGE)
  await screen.findByRole('article', { name: /^#12 ·/ })
  return { ...app, calls }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Pedidos → Cocina', { timeout: 20_000 }, () => {
  it('shows the open orders in three columns, oldest first, dark whatever the theme', async () => {
    await renderKitchen()
    expect(screen.getByRole('region', { name: 'Cocina' })).toHaveAttribute('data-theme', 'dark')
    expect(numbersIn('Nuevos')).toEqual(['#10', '#12'])
    expect(numbersIn('En preparación')).toEqual(['#11'])
    expect(numbersIn('Listos')).toEqual(['#9'])
    const first = within(column('Nuevos').getByRole('article', { name: '#10 · Mesa 4' }))
    expect(first.getByText('hace 40 min')).toBeInTheDocument()
    expect(first.getByText('Grande')).toBeInTheDocument()
    expect(first.getByText('bien doradas')).toHaveClass('bg-amber-100')
    expect(column('En preparación').getByText('Ana')).toBeInTheDocument()
    expect(column('Listos').getByRole('article', { name: '#9 · Barra' })).toBeInTheDocument()
  })

  it('moves each order on with its one big button, and drops it once delivered', async () => {
    const { user, calls } = await renderKitchen()
    await user.click(screen.getByRole('button', { name: 'Aceptar · 15 min: pedido #10' }))
    await waitFor(() => expect(numbersIn('En preparación')).toEqual(['#10', '#11']))
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({ readyInMinutes: 15 })

    await user.click(screen.getByRole('button', { name: 'Marcar listo el pedido #11' }))
    await waitFor(() => expect(numbersIn('Listos')).toEqual(['#9', '#11']))

    await user.click(screen.getByRole('button', { name: 'Marcar entregado el pedido #9' }))
    await waitFor(() => expect(numbersIn('Listos')).toEqual(['#11']))
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Listos/ })).toHaveFocus())
  })

  it('accepts with another time from «Cambiar tiempo»', async () => {
    const { user, calls } = await renderKitchen()
    await user.click(screen.getByRole('button', { name: 'Cambiar tiempo del pedido #12' }))
    await user.click(screen.getByRole('button', { name: '45 min' }))
    await user.click(screen.getByRole('button', { name: 'Aceptar pedido' }))
    await waitFor(() => expect(numbersIn('En preparación')).toContain('#12'))
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({ readyInMinutes: 45 })
  })

  it('shows a viewer the orders without their buttons', async () => {
    await renderKitchen(buildMe({ role: 'viewer' }))
    expect(numbersIn('Nuevos')).toEqual(['#10', '#12'])
    expect(screen.queryByRole('button', { name: /Aceptar|Marcar|Cambiar/ })).not.toBeInTheDocument()
  })
})
