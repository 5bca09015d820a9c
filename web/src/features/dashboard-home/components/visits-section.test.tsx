import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { OrderFigures } from '#domain/ordering/order-figures.schema.ts'
import type { VisitDay, VisitsReport } from '#domain/visits/visits-report.schema.ts'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, mockSession } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { VisitsSection } from './visits-section.tsx'

/** Thirty quiet days ending on 10 June 2026, with `busy` days over them. */
function days(busy: Record<string, Partial<VisitDay>> = {}): VisitDay[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = `2026-${index < 20 ? '05' : '06'}-${String(index < 20 ? index + 12 : index - 19).padStart(2, '0')}`
    return { day, qr: 0, direct: 0, other: 0, visitors: 0, ...busy[day] }
  })
}

const report = (overrides: Partial<VisitsReport> = {}): VisitsReport => ({
  isCounting: true,
  days: days(),
  categories: [],
  promotions: [],
  ...overrides,
})

/** The orders of the same thirty days, with `busy` days over them, and the dishes ordered most. */
function orders(
  busy: Record<string, number> = {},
  bestSellers: OrderFigures['bestSellers'] = [],
): OrderFigures {
  return { days: days().map(({ day }) => ({ day, orders: busy[day] ?? 0 })), bestSellers }
}

function showVisits(answer: { status: number; body?: unknown }) {
  mockSession(undefined, { 'GET /api/visits': answer })
  return renderElement(<VisitsSection />)
}

describe('VisitsSection', () => {
  it('draws the month as a chart with a text summary, and gives the same numbers as a table', async () => {
    const busy = {
      '2026-06-09': { qr: 5, direct: 1, other: 0, visitors: 5 },
      '2026-06-10': { qr: 2, direct: 0, other: 1, visitors: 3 },
    }
    // jsdom lays nothing out: the chart's container measures as a laptop's card would.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 640, 224))
    const { user } = showVisits({ status: 200, body: report({ days: days(busy) }) })

    const section = await screen.findByRole('region', { name: 'Visitas' })
    // The chart, loaded on its own, is one keyboard stop named for what it shows.
    const chart = await within(section).findByRole('application', {
      name: 'Gráfico de visitas por día y origen',
    })
    expect(chart.tagName.toLowerCase()).toBe('svg')
    expect(chart).toHaveAttribute('tabindex', '0')
    expect(chart.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0)
    expect(
      within(section).getByText(
        /^9 visitas en los últimos 30 días: 7 por el código QR, 1 directas y 1 desde otros sitios\. El día con más visitas fue el 9 de junio, con 6\./,
      ),
    ).toBeInTheDocument()

    const figures = within(section)
      .getAllByRole('definition')
      .map((figure) => figure.textContent)
    expect(figures).toEqual(['9', '7', '1', '1', '8'])

    await user.click(within(section).getByText('Ver los datos en una tabla'))
    const table = within(section).getByRole('table', { name: 'Visitas por día en los últimos 30 días' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(31)
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Día', 'Código QR', 'Directas', 'Otros sitios', 'Visitas', 'Visitantes'])
    // Newest first: today, then yesterday.
    expect(rows[1]).toHaveTextContent(/10 de junio2\s*0\s*1\s*3\s*3$/)
    expect(rows[2]).toHaveTextContent(/9 de junio5\s*1\s*0\s*6\s*5$/)
  })

  it('ranks the most opened categories, and lists the promotion cards only when the menu has some', async () => {
    const body = report({
      days: days({ '2026-06-10': { qr: 3, visitors: 2 } }),
      categories: [
        { id: 'c1', name: 'Entradas', views: 4 },
        { id: 'c2', name: 'Postres', views: 1 },
      ],
    })
    showVisits({ status: 200, body })
    const categories = await screen.findByRole('region', { name: 'Categorías más abiertas' })
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Entradas4 veces', 'Postres1 vez'])
    expect(screen.queryByRole('region', { name: 'Promociones vistas' })).not.toBeInTheDocument()
  })

  it('names a promotion card without a name, with its views', async () => {
    const body = report({
      days: days({ '2026-06-10': { other: 1, visitors: 1 } }),
      promotions: [
        { id: 'p1', name: 'Menú del día', views: 3 },
        { id: 'p2', name: '', views: 0 },
      ],
    })
    showVisits({ status: 200, body })
    const promotions = await screen.findByRole('region', { name: 'Promociones vistas' })
    expect(
      within(promotions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Menú del día3 vistas', 'Promoción sin nombre0 vistas'])
  })

  it('says there are no visits yet and to print the QR code, with no chart', async () => {
    showVisits({ status: 200, body: report() })
    expect(await screen.findByText('Aún no hay visitas')).toBeInTheDocument()
    expect(screen.getByText(/Imprime tu código QR/)).toBeInTheDocument()
    expect(screen.queryByRole('application')).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says counting is off and where to turn it on', async () => {
    showVisits({ status: 200, body: report({ isCounting: false }) })
    const link = await screen.findByRole('link', { name: 'Seguridad y privacidad' })
    expect(link).toHaveAttribute('href', '/dashboard/configuracion/seguridad')
    expect(screen.getByText(/El conteo de visitas está desactivado/)).toBeInTheDocument()
  })

  it('says the visits could not be loaded, and tries again on the button', async () => {
    const calls = mockSession(undefined, { 'GET /api/visits': apiError(500, 'internal') })
    const { user } = renderElement(<VisitsSection />)
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las visitas.')
    const before = calls.filter((call) => call.path === '/api/visits').length
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    await expect
      .poll(() => calls.filter((call) => call.path === '/api/visits').length)
      .toBeGreaterThan(before)
  })

  describe('with orders', () => {
    const bestSellers = [
      { productId: 'p1', name: 'Bandeja paisa', units: 7 },
      { productId: 'p2', name: 'Limonada', units: 1 },
    ]
    const visitsAndOrders = () =>
      report({
        days: days({ '2026-06-09': { qr: 5, direct: 1, visitors: 5 }, '2026-06-10': { qr: 2, visitors: 2 } }),
        orders: orders({ '2026-06-08': 1, '2026-06-10': 3 }, bestSellers),
      })

    it('shows the orders beside the visits: a figure, a line, a sentence, a column and the dishes ordered most', async () => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 640, 224))
      const { user } = showVisits({ status: 200, body: visitsAndOrders() })
      const section = await screen.findByRole('region', { name: 'Visitas' })
      expect(
        await within(section).findByText(
          'Quién abrió tu menú público y qué te pidieron en los últimos 30 días.',
        ),
      ).toBeInTheDocument()
      const chart = await within(section).findByRole('application', {
        name: 'Gráfico de visitas por día y origen, y de pedidos por día',
      })
      expect(chart.querySelectorAll('.recharts-line-curve').length).toBe(1)
      // Visits on the left-hand scale, orders on the right-hand one.
      expect(chart.querySelectorAll('.recharts-yAxis').length).toBe(2)
      expect(within(section).getByText('Pedidos', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '4',
      )
      expect(
        within(section).getByText(
          /4 pedidos en los últimos 30 días\. El día con más pedidos fue el 10 de junio, con 3\./,
        ),
      ).toBeInTheDocument()

      await user.click(within(section).getByText('Ver los datos en una tabla'))
      const table = within(section).getByRole('table', {
        name: 'Visitas y pedidos por día en los últimos 30 días',
      })
      const rows = within(table).getAllByRole('row')
      expect(within(rows[0]!).getAllByRole('columnheader').at(-1)).toHaveTextContent('Pedidos')
      // Today: 2 by QR, 2 in all, 2 visitors, 3 orders; two days ago, no visits and one order.
      expect(rows[1]).toHaveTextContent(/10 de junio2\s*0\s*0\s*2\s*2\s*3$/)
      expect(rows[3]).toHaveTextContent(/8 de junio0\s*0\s*0\s*0\s*0\s*1$/)

      const ordered = within(section).getByRole('region', { name: 'Más pedidos' })
      expect(
        within(ordered)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Bandeja paisa7 unidades', 'Limonada1 unidad'])
    })

    it('shows the orders of a month without visits instead of the invitation to print the QR code', async () => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 640, 224))
      showVisits({ status: 200, body: report({ orders: orders({ '2026-06-10': 1 }, bestSellers.slice(1)) }) })
      const section = await screen.findByRole('region', { name: 'Visitas' })
      // The orders' line alone: no bars of visits, nor the visitors' note.
      const chart = await within(section).findByRole('application')
      expect(chart.querySelectorAll('.recharts-line-curve').length).toBe(1)
      expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBe(0)
      expect(chart.querySelectorAll('.recharts-yAxis').length).toBe(1)
      expect(within(section).queryByText(/Personas distintas cada día/)).not.toBeInTheDocument()
      expect(
        await within(section).findByText(
          /^Ninguna visita en los últimos 30 días\. 1 pedido en los últimos 30 días, el 10 de junio\./,
        ),
      ).toBeInTheDocument()
      expect(within(section).queryByText('Aún no hay visitas')).not.toBeInTheDocument()
      expect(
        within(within(section).getByRole('region', { name: 'Más pedidos' })).getByRole('listitem'),
      ).toHaveTextContent('Limonada1 unidad')
    })

    it('says nothing of orders to a business that never took one', async () => {
      showVisits({ status: 200, body: report({ days: days({ '2026-06-10': { qr: 3, visitors: 2 } }) }) })
      const section = await screen.findByRole('region', { name: 'Visitas' })
      expect(await within(section).findByText(/^3 visitas en los últimos 30 días/)).toBeInTheDocument()
      expect(
        within(section).getByText('Quién abrió tu menú público en los últimos 30 días.'),
      ).toBeInTheDocument()
      expect(within(section).queryByText(/pedido/i)).not.toBeInTheDocument()
      expect(within(section).queryByRole('region', { name: 'Más pedidos' })).not.toBeInTheDocument()
      expect(
        within(section)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Visitas', 'Código QR', 'Directas', 'Otros sitios', 'Visitantes'])
    })

    it('still invites to print the QR code when neither visits nor orders came this month', async () => {
      showVisits({ status: 200, body: report({ orders: orders() }) })
      expect(await screen.findByText('Aún no hay visitas')).toBeInTheDocument()
      expect(screen.queryByRole('region', { name: 'Más pedidos' })).not.toBeInTheDocument()
    })

    it('speaks English', async () => {
      await i18n.changeLanguage('en')
      const { user } = showVisits({ status: 200, body: visitsAndOrders() })
      const section = await screen.findByRole('region', { name: 'Visits' })
      expect(
        await within(section).findByText(
          'Who opened your public menu and what they ordered in the last 30 days.',
        ),
      ).toBeInTheDocument()
      expect(
        await within(section).findByText(
          /4 orders in the last 30 days\. The busiest day for orders was June 10, with 3\./,
        ),
      ).toBeInTheDocument()
      expect(within(section).getByText('Orders', { selector: 'dt' })).toBeInTheDocument()
      await user.click(within(section).getByText('See the data as a table'))
      const table = within(section).getByRole('table', {
        name: 'Visits and orders per day in the last 30 days',
      })
      expect(
        within(within(table).getAllByRole('row')[0]!).getAllByRole('columnheader').at(-1),
      ).toHaveTextContent('Orders')
      expect(
        within(within(section).getByRole('region', { name: 'Best sellers' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Bandeja paisa7 units', 'Limonada1 unit'])
    })
  })
})
