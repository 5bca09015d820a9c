import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DiningTable } from '#domain/ordering/dining-table.schema.ts'
import { renderQrSvg } from '../../../entities/catalogue/components/sharing/qr-code.ts'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildDiningRoom, LIST_HEADING, TABLES_PAGE, tablesRoutes } from '../testing/fake-tables.ts'

type Routes = Parameters<typeof mockSession>[1]
const mockTablesApi = (tables: DiningTable[], routes: Routes = {}, me = buildMe()) =>
  mockSession(me, { ...tablesRoutes(tables), ...routes })
const renderTablesPage = async () => {
  const app = renderApp(TABLES_PAGE)
  await screen.findByRole('heading', LIST_HEADING)
  return app
}

const menuUrl = () => `${window.location.origin}/m/cafe-de-la-plaza`

/** The cards drawn when the print dialog opens: each one's text and the SVG document of its QR code. */
function capturePrint() {
  const printed: { cards: ReturnType<typeof printedCards> } = { cards: [] }
  window.print = vi.fn(() => {
    printed.cards = printedCards()
  })
  return printed
}

function printedCards() {
  const sheet = document.querySelector<HTMLElement>('[data-table-card]')
  return [...(sheet?.querySelectorAll('img') ?? [])].map((image) => {
    const source = image.getAttribute('src') ?? ''
    const card = image.parentElement!
    return {
      text: card.textContent,
      svg: decodeURIComponent(source.slice(source.indexOf(',') + 1)),
    }
  })
}

describe('a table’s changes', { timeout: 20_000 }, () => {
  it('renames a table in a dialog that starts on its name and closes with Escape', async () => {
    const tables = buildDiningRoom()
    const calls = mockTablesApi(tables)
    const { user } = await renderTablesPage()
    const edit = screen.getByRole('button', { name: 'Editar mesa 2' })
    await user.click(edit)
    let dialog = await screen.findByRole('dialog', { name: 'Editar mesa 2' })
    expect(within(dialog).getByRole('textbox', { name: /Nombre de la mesa/ })).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(edit).toHaveFocus()

    await user.click(edit)
    dialog = await screen.findByRole('dialog', { name: 'Editar mesa 2' })
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la mesa/ })
    await user.clear(name)
    await user.type(name, 'Ventana')
    await user.clear(within(dialog).getByRole('textbox', { name: 'Zona (opcional)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const patch = calls.find((call) => call.method === 'PATCH')
    expect(patch?.path).toBe(`/api/tables/${tables[2]!.id}`)
    expect(patch?.body).toEqual({ name: 'Ventana', area: '' })
    expect(await screen.findByText('Mesa Ventana guardada.')).toBeInTheDocument()
    // Without an area now, the table moved: focus went back to its button, drawn anew under "Sin zona".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar mesa Ventana' })).toHaveFocus())
  })

  it('asks before a new QR code, keeps the old one on "Mantener", and renews it on confirm', async () => {
    const calls = mockTablesApi(buildDiningRoom())
    const { user } = await renderTablesPage()
    const renew = screen.getByRole('button', { name: 'Nuevo código QR de la mesa 1' })
    await user.click(renew)
    let question = await screen.findByRole('alertdialog', { name: '¿Nuevo código QR para la mesa 1?' })
    expect(question).toHaveAccessibleDescription(
      'El código QR impreso de la mesa 1 dejará de funcionar y tendrás que imprimir su tarjeta de nuevo.',
    )
    await user.click(within(question).getByRole('button', { name: 'Mantener' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(renew).toHaveFocus()

    await user.click(renew)
    question = await screen.findByRole('alertdialog')
    await user.click(within(question).getByRole('button', { name: 'Crear código nuevo' }))
    expect(
      await screen.findByText('La mesa 1 tiene un código QR nuevo. Imprime su tarjeta de nuevo.'),
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.path.endsWith('/key')).map((call) => call.method)).toEqual(['POST'])
  })

  it('asks before deleting, then deletes the table and says so', async () => {
    const calls = mockTablesApi(buildDiningRoom())
    const { user } = await renderTablesPage()
    await user.click(screen.getByRole('button', { name: 'Eliminar mesa Terraza 1' }))
    const question = await screen.findByRole('alertdialog', { name: '¿Eliminar la mesa Terraza 1?' })
    await user.click(within(question).getByRole('button', { name: 'Sí, eliminar' }))

    expect(await screen.findByText('Mesa Terraza 1 eliminada.')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Terraza' })).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { level: 2, name: /Tus mesas/ })).toHaveFocus()
  })
})

describe('a table’s card', { timeout: 20_000 }, () => {
  it('prints the table’s name in the menu’s language and a QR code that opens the menu at that table', async () => {
    // The owner works in Spanish; the business's menu, and so its cards, are in English.
    const me = buildMe()
    mockTablesApi(
      buildDiningRoom(),
      {},
      { ...me, role: 'staff', business: { ...me.business!, language: 'en' } },
    )
    const printed = capturePrint()
    const { user } = await renderTablesPage()
    await user.click(screen.getByRole('button', { name: 'Imprimir tarjeta de la mesa 1' }))

    await waitFor(() => expect(window.print).toHaveBeenCalledOnce())
    expect(printed.cards).toHaveLength(1)
    expect(printed.cards[0]!.text).toContain('Café de la Plaza')
    expect(printed.cards[0]!.text).toContain('Table 1')
    expect(printed.cards[0]!.text).toContain('Scan to see the menu')
    expect(printed.cards[0]!.svg).toBe(await renderQrSvg(`${menuUrl()}?src=qr&mesa=abcdefghijkm`))
    expect(printed.cards[0]!.svg).not.toBe(await renderQrSvg(`${menuUrl()}?src=qr`))
  })

  it('prints every table’s card, one a sheet', async () => {
    mockTablesApi(buildDiningRoom())
    const printed = capturePrint()
    const { user } = await renderTablesPage()
    await user.click(screen.getByRole('button', { name: 'Imprimir todas las tarjetas' }))

    await waitFor(() => expect(window.print).toHaveBeenCalledOnce())
    // A numbered table is "Mesa N"; one with a name of its own is called by it.
    expect(printed.cards.map((card) => card.text)).toEqual([
      expect.stringMatching(/^[^M]*Barra/),
      expect.stringContaining('Mesa 1'),
      expect.stringContaining('Mesa 2'),
      expect.not.stringContaining('Mesa Terraza'),
    ])
    expect(new Set(printed.cards.map((card) => card.svg)).size).toBe(4)
    // Each card on its own sheet, and only the cards printed.
    expect(document.querySelectorAll('[data-table-card] .break-after-page')).toHaveLength(4)
    window.dispatchEvent(new Event('afterprint'))
    await waitFor(() => expect(document.querySelector('[data-table-card]')).toBeNull())
  })
})
