import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnalysedMenu } from '../api/analysis-contract.ts'
import { buildAnalysedMenu } from '../test-fakes.ts'
import { reachPreview, renderWidget } from './widget-test-kit.tsx'

// The review of a menu the deployment's model service took part in reading: how it was read, which items the
// model read, and what of its reading was not found on the page.

afterEach(() => vi.unstubAllGlobals())

const itemButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

/** buildAnalysedMenu's menu read as `reading` says: the empanadas by the model, the arepa by Vitrina's reader. */
function readMenu(reading?: AnalysedMenu['reading']): AnalysedMenu {
  const menu = buildAnalysedMenu({ reading })
  menu.sections[0]!.items[0]!.readBy = 'model'
  menu.sections[0]!.items[1]!.readBy = 'reader'
  return menu
}

describe('preview of a menu read with the model service', () => {
  it('says the menu was read with the service and each dish checked against the page', async () => {
    const { user } = renderWidget()
    await reachPreview(user, readMenu({ by: 'model', service: 'api.openai.com' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Esta carta se leyó con api.openai.com y cada plato se comprobó con la página. Revisa los marcados.',
    )
  })

  it.each([
    ['modelUnavailable', 'api.openai.com no pudo leer esta carta: ves la lectura de Vitrina.'],
    [
      'modelDailyLimit',
      'Se alcanzó el límite diario de lecturas con api.openai.com: ves la lectura de Vitrina.',
    ],
  ] as const)('says why Vitrina’s own reading stands (%s)', async (notice, text) => {
    const { user } = renderWidget()
    await reachPreview(user, readMenu({ by: 'reader', service: 'api.openai.com', notice }))
    expect(screen.getByRole('status')).toHaveTextContent(text)
  })

  it.each([
    ['without a reading', undefined],
    ['read by Vitrina’s reader alone', { by: 'reader' as const }],
  ])('says nothing of a service %s', async (_case, reading) => {
    const { user } = renderWidget()
    await reachPreview(user, buildAnalysedMenu({ reading }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByText(/Vitrina|api\.openai\.com/)).not.toBeInTheDocument()
  })

  it('marks the items the model read with "IA", named "Leído con IA", and no other', async () => {
    const { user } = renderWidget()
    await reachPreview(user, readMenu({ by: 'model', service: 'api.openai.com' }))
    const modelRead = itemButton('Empanadas')
    expect(modelRead).toHaveAccessibleName(expect.stringContaining('Leído con IA'))
    const badge = within(modelRead).getByTitle('Leído con IA')
    expect(within(badge).getByText('IA')).toHaveAttribute('aria-hidden')
    for (const name of ['Arepa de choclo', 'Bandeja paisa']) {
      expect(within(itemButton(name)).queryByTitle('Leído con IA')).not.toBeInTheDocument()
      expect(itemButton(name)).not.toHaveTextContent('IA')
    }
  })

  it('keeps the mark on an item the owner corrected, which is then no longer to review', async () => {
    const menu = readMenu({ by: 'model', service: 'api.openai.com' })
    menu.sections[0]!.items[0]!.review = ['priceNotOnPage']
    const { user } = renderWidget()
    await reachPreview(user, menu)
    await user.click(screen.getByRole('button', { name: 'Editar menú' }))
    await user.click(itemButton('Empanadas'))
    const dialog = screen.getByRole('dialog', { name: 'Editar plato' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(itemButton('Empanadas')).toHaveTextContent('Leído con IA')
    expect(itemButton('Empanadas')).not.toHaveTextContent('Revisar')
  })

  it('says which words of the model’s reading were not seen on the page', async () => {
    const menu = readMenu({ by: 'model', service: 'api.openai.com' })
    menu.sections[0]!.items[0]!.review = ['nameNotOnPage', 'priceNotOnPage']
    const { user } = renderWidget()
    await reachPreview(user, menu)
    expect(itemButton('Empanadas')).toHaveTextContent(
      'Revisar: precio no visto en la página, nombre no visto en la página',
    )
    expect(screen.getByText('Leído de carta.pdf · 3 platos · 3 por revisar')).toBeInTheDocument()
  })
})
