import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '#domain/ordering/order.schema.ts'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import {
  buildLine,
  buildOrder,
  fakeOrdersApi,
  ORDERS_PAGE,
  orderListQueries,
} from '../testing/fake-orders.ts'
import { buildDiningRoom } from '../testing/fake-tables.ts'

const LIST = { level: 2, name: 'Pedidos del día' } as const
const sections = () => within(screen.getByRole('navigation', { name: 'Secciones de Pedidos' }))
const card = (number: number) => within(screen.getByRole('article', { name: new RegExp(`^#${number} ·`) }))

const renderOrders = async (orders: Order[], me = buildMe()) => {
  const api = fakeOrdersApi(orders)
  const calls = mockSession(me, api.routes)
  const app = renderApp(ORDERS_PAGE)
  await screen.findByRole('article', { name: new RegExp(`^#${orders[0]?.number} ·`) })
  return { ...app, api, calls }
}

/** A table order with a size, extras, a note and a 2x1, and a pickup order; 50.000 in all. */
function buildDay(): Order[] {
  return [
    buildOrder({
      number: 12,
      tableName: '4',
      createdAt: '2026-12-06T18:05:00.000Z',
      lines: [
        buildLine({
          quantity: 2,
          name: 'Hamburguesa',
          variantLabel: 'Doble',
          options: [{ label: 'Tocineta', priceDelta: '3000' }],
          note: 'sin cebolla',
          freeUnits: 1,
          subtotal: '30000',
          discount: '15000',
          total: '15000',
        }),
        buildLine({ quantity: 1, name: 'Limonada', total: '5000', subtotal: '5000' }),
      ],
      subtotal: '35000',
      discount: '15000',
      total: '20000',
    }),
    buildOrder({
      number: 11,
      status: 'preparing',
      channel: 'pickup',
      tableName: '',
      pickupName: 'Ana',
      pickupPhone: '300 123 4567',
      pickupAt: '2026-12-06T18:30:00.000Z',
      createdAt: '2026-12-06T17:50:00.000Z',
      lines: [buildLine({ quantity: 2, total: '30000', subtotal: '30000' })],
      subtotal: '30000',
      total: '30000',
    }),
  ]
}

describe('Pedidos → Pedidos', { timeout: 20_000 }, () => {
  it('is the index of Pedidos: the day’s orders, newest first, with their lines and the totals', async () => {
    await renderOrders(buildDay())
    expect(
      sections()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pedidos', 'Cocina', 'Mesas'])
    expect(sections().getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('heading', LIST)).toBeInTheDocument()
    expect(screen.getByText('2 pedidos · $ 50.000')).toBeInTheDocument()
    expect(screen.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent)).toEqual(
      ['#12 · Mesa 4', '#11 · Para recoger'],
    )

    const table = card(12)
    expect(table.getByText('Nuevo')).toBeInTheDocument()
    expect(table.getByText('Hecho a las 13:05')).toBeInTheDocument()
    const lines = within(table.getByRole('list', { name: 'Platos del pedido #12' }))
    expect(lines.getAllByRole('listitem')[0]).toHaveTextContent(
      '2 × HamburguesaDoble, Tocineta1 gratissin cebolla$ 30.000$ 15.000',
    )
    expect(lines.getByText('sin cebolla')).toHaveClass('italic')
    expect(table.getByText('Descuento').nextSibling).toHaveTextContent('−$ 15.000')
    expect(table.getByText('Total').nextSibling).toHaveTextContent('$ 20.000')
    expect(table.getByText('Se paga en el local')).toBeInTheDocument()

    const pickup = card(11)
    expect(pickup.getByText('En preparación')).toBeInTheDocument()
    expect(pickup.getByRole('link', { name: 'Llamar a Ana: 300 123 4567' })).toHaveAttribute(
      'href',
      'tel:3001234567',
    )
    expect(pickup.getByText(/Recoge a las 13:30/)).toBeInTheDocument()
    expect(pickup.queryByText('Descuento')).not.toBeInTheDocument()
  })

  it('asks the server for the filters chosen, the day included', async () => {
    const api = fakeOrdersApi(buildDay())
    const calls = mockSession(buildMe(), {
      ...api.routes,
      'GET /api/tables': { status: 200, body: { tables: buildDiningRoom() } },
    })
    const { user } = renderApp(ORDERS_PAGE)
    await screen.findByRole('article', { name: /^#12 ·/ })
    expect(screen.getByLabelText('Día')).toHaveValue('2026-12-06')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Listo')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Canal' }), 'Mesa')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mesa' }), 'Mesa 2 · Salón')
    await waitFor(() =>
      expect(orderListQueries(calls).at(-1)).toEqual({
        status: 'ready',
        channel: 'table',
        tableId: screen.getByRole('option', { name: 'Mesa 2 · Salón' }).getAttribute('value'),
      }),
    )
    expect(await screen.findByText('Ningún pedido coincide con los filtros.')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Canal' }), 'Para recoger')
    expect(screen.getByRole('combobox', { name: 'Mesa' })).toBeDisabled()
    await waitFor(() =>
      expect(orderListQueries(calls).at(-1)).toEqual({ status: 'ready', channel: 'pickup' }),
    )

    fireEvent.change(screen.getByLabelText('Día'), { target: { value: '2026-12-05' } })
    await waitFor(() =>
      expect(orderListQueries(calls).at(-1)).toEqual({
        status: 'ready',
        channel: 'pickup',
        day: '2026-12-05',
      }),
    )
  })

  it('accepts an order with the minutes the kitchen says, focus back where it was', async () => {
    const { user, calls } = await renderOrders(buildDay())
    const accept = card(12).getByRole('button', { name: 'Aceptar el pedido #12' })
    await user.click(accept)
    const dialog = within(screen.getByRole('dialog', { name: 'Aceptar el pedido #12' }))
    expect(dialog.getByText('¿En cuántos minutos estará listo?')).toBeInTheDocument()
    expect(dialog.getByRole('spinbutton', { name: /Minutos/ })).toHaveValue(15)
    expect(dialog.getByRole('button', { name: '15 min' })).toHaveAttribute('aria-pressed', 'true')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(accept).toHaveFocus())

    await user.click(accept)
    await user.click(screen.getByRole('button', { name: '30 min' }))
    await user.click(screen.getByRole('button', { name: 'Aceptar pedido' }))
    await waitFor(() => expect(card(12).getByText('En preparación')).toBeInTheDocument())
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({ readyInMinutes: 30 })
    await waitFor(() => expect(screen.getByRole('article', { name: /^#12 ·/ })).toHaveFocus())
  })

  it('takes any whole number of minutes typed, and refuses what is not', async () => {
    const { user, calls } = await renderOrders(buildDay())
    await user.click(card(12).getByRole('button', { name: 'Aceptar el pedido #12' }))
    const minutes = screen.getByRole('spinbutton', { name: /Minutos/ })
    await user.clear(minutes)
    await user.type(minutes, '300')
    await user.click(screen.getByRole('button', { name: 'Aceptar pedido' }))
    expect(minutes).toHaveAccessibleDescription('Escribe un número entero de minutos entre 1 y 240.')
    await user.clear(minutes)
    await user.type(minutes, '25')
    await user.click(screen.getByRole('button', { name: 'Aceptar pedido' }))
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/accept'))).toHaveLength(1))
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({ readyInMinutes: 25 })
  })

  it('rejects only with a reason, which a usual one fills in', async () => {
    const { user, calls } = await renderOrders(buildDay())
    await user.click(card(12).getByRole('button', { name: 'Rechazar el pedido #12' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Rechazar el pedido #12' }))
    await user.click(dialog.getByRole('button', { name: 'Rechazar pedido' }))
    const reason = dialog.getByRole('textbox', { name: /Motivo/ })
    expect(reason).toHaveAccessibleDescription('Escribe el motivo del rechazo.')
    expect(reason).toHaveFocus()
    expect(calls.filter((call) => call.path.endsWith('/reject'))).toEqual([])

    await user.click(dialog.getByRole('button', { name: 'Se nos acabó un plato' }))
    await user.type(reason, ': la hamburguesa')
    await user.click(dialog.getByRole('button', { name: 'Rechazar pedido' }))
    await waitFor(() => expect(card(12).getByText('Rechazado')).toBeInTheDocument())
    expect(calls.find((call) => call.path.endsWith('/reject'))?.body).toEqual({
      reason: 'Se nos acabó un plato: la hamburguesa',
    })
  })

  it('moves a preparing order to ready, and says when someone else moved it first', async () => {
    const { user, api, calls } = await renderOrders(buildDay())
    const gets = () => orderListQueries(calls).length
    await user.click(card(11).getByRole('button', { name: 'Marcar listo el pedido #11' }))
    await waitFor(() => expect(card(11).getByText('Listo')).toBeInTheDocument())

    api.setStatus(buildDay()[0]!.id, 'rejected')
    const before = gets()
    await user.click(card(12).getByRole('button', { name: 'Aceptar el pedido #12' }))
    await user.click(screen.getByRole('button', { name: 'Aceptar pedido' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este pedido ya cambió de estado: alguien más lo movió. Mira cómo está ahora.',
    )
    await waitFor(() => expect(card(12).getByText('Rechazado')).toBeInTheDocument())
    expect(gets()).toBeGreaterThan(before)
  })

  it('shows a viewer the orders and their tickets, and no way to move them', async () => {
    await renderOrders(buildDay(), buildMe({ role: 'viewer' }))
    expect(card(12).queryByRole('button', { name: /Aceptar|Rechazar/ })).not.toBeInTheDocument()
    expect(card(11).queryByRole('button', { name: /Marcar listo/ })).not.toBeInTheDocument()
    expect(card(12).getByRole('button', { name: 'Imprimir ticket del pedido #12' })).toBeInTheDocument()
  })

  it('says when there is no order yet today, and offers to retry a list that failed', async () => {
    let fails = true
    mockSession(buildMe(), {
      ...fakeOrdersApi([]).routes,
      'GET /api/orders': () =>
        fails
          ? apiError(500, 'internal')
          : { status: 200, body: { day: '2026-12-06', orders: [], totals: { count: 0, total: '0' } } },
    })
    const { user } = renderApp(ORDERS_PAGE)
    expect(
      await screen.findByText(/No pudimos cargar los pedidos/, {}, { timeout: 8000 }),
    ).toBeInTheDocument()
    fails = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Todavía no hay pedidos hoy.')).toBeInTheDocument()
  })

  it('switches the channels orders come by, for owners and managers only', async () => {
    const { user, calls } = await renderOrders(buildDay())
    const pickup = await screen.findByRole('switch', { name: 'Pedidos para recoger' })
    expect(screen.getByRole('switch', { name: 'Pedidos desde las mesas' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(pickup).toHaveAttribute('aria-checked', 'false')
    await user.click(pickup)
    await waitFor(() => expect(pickup).toHaveAttribute('aria-checked', 'true'))
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { table: true, pickup: true },
    ])
  })

  it('shows staff how the channels stand without letting them switch', async () => {
    await renderOrders(buildDay(), buildMe({ role: 'staff' }))
    expect(await screen.findByRole('switch', { name: 'Pedidos desde las mesas' })).toBeDisabled()
    expect(screen.getByRole('switch', { name: 'Pedidos para recoger' })).toBeDisabled()
  })
})
