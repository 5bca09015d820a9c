import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { VisitDay, VisitsReport } from '#domain/visits/visits-report.schema.ts'
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
})
