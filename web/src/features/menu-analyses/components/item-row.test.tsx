import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { BusinessCountryContext } from '../../../lib/money.ts'
import type { DraftItem } from '../review-draft.ts'
import { NO_EXTRAS } from '../review-extras.ts'
import { ItemRow } from './item-row.tsx'

const item = (name: string, price: string): DraftItem => ({
  id: name,
  name,
  price,
  variants: [],
  description: '',
  confidence: 99,
  review: [],
  isChecked: true,
  source: null,
  readBy: 'reader',
  ...NO_EXTRAS,
})

/** The rows of a menu whose prices were printed in several ways, as one screen of the preview lists them. */
function renderRows(currency: string, wrap: (rows: ReactNode) => ReactNode = (rows) => rows) {
  const prices = ['$7.00', '$7', '$4,50', '$ 24.000', 'según temporada']
  const rows = prices.map((price) => (
    <ItemRow
      key={price}
      item={item(`Plato ${price}`, price)}
      currency={currency}
      isSelected={false}
      mode="read"
      onActivate={() => {}}
    />
  ))
  render(<ul>{wrap(rows)}</ul>)
  return prices.map((price) => screen.getByText(`Plato ${price}`).nextSibling?.textContent)
}

describe('ItemRow', () => {
  it('writes every amount read in the menu’s currency, one way, and the rest as printed', () => {
    expect(renderRows('USD')).toEqual(['$7.00', '$7.00', '$4.50', '$24,000.00', 'según temporada'])
  })

  it('never shows a bare "$" for dollars to the owner of a business in pesos', () => {
    const shown = renderRows('USD', (rows) => (
      <BusinessCountryContext value="CO">{rows}</BusinessCountryContext>
    ))
    expect(shown).toEqual([
      'US$\u00a07,00',
      'US$\u00a07,00',
      'US$\u00a04,50',
      'US$\u00a024.000,00',
      'según temporada',
    ])
  })

  it('shows the printed text when the reader could not tell the currency', () => {
    expect(renderRows('')).toEqual(['$7.00', '$7', '$4,50', '$ 24.000', 'según temporada'])
  })
})

describe('ItemRow’s allergens and English', () => {
  it('shows the English name, read as English, and the allergens in one line', () => {
    const croquetas: DraftItem = {
      ...item('Croquetas', '8,50'),
      allergens: ['gluten', 'lacteos'],
      allergenTraces: ['frutos-de-cascara'],
      english: { name: 'Croquettes', description: '' },
    }
    render(<ItemRow item={croquetas} currency="" isSelected={false} mode="read" onActivate={() => {}} />)
    expect(screen.getByText('Croquettes')).toHaveAttribute('lang', 'en')
    expect(
      screen.getByText('Alérgenos: Gluten, Lácteos · Puede contener: Frutos de cáscara'),
    ).toBeInTheDocument()
  })

  it('shows neither for a dish read in one language without allergens', () => {
    const { container } = render(
      <ItemRow item={item('Pan', '1,50')} currency="" isSelected={false} mode="read" onActivate={() => {}} />,
    )
    expect(container.querySelector('[data-allergens], [lang="en"]')).toBeNull()
  })

  describe('its mark', () => {
    afterEach(async () => {
      await i18n.changeLanguage('es')
    })

    const renderFlagged = (overrides: Partial<DraftItem>) => {
      render(
        <ItemRow
          item={{ ...item('Bacalao al pil pil', '18,50'), isChecked: false, ...overrides }}
          currency="EUR"
          isSelected={false}
          mode="read"
          onActivate={() => {}}
        />,
      )
    }

    it('says in words every reason the reader gives, the price first', () => {
      renderFlagged({ review: ['joinedAcrossColumns', 'priceUnusual'] })
      expect(screen.getByText('Revisar: precio distinto de los demás, ¿dos platos unidos?')).toBeVisible()
    })

    it('speaks the owner’s language', async () => {
      await i18n.changeLanguage('en')
      renderFlagged({ price: '', review: ['priceMissing', 'nameUnknown', 'lowConfidence'] })
      expect(screen.getByText('Check: price not read, unclear name, unsure reading')).toBeVisible()
    })

    it('says in the owner’s language what of the model’s reading was not seen on the page, and who read it', async () => {
      await i18n.changeLanguage('en')
      renderFlagged({ readBy: 'model', review: ['nameNotOnPage', 'priceNotOnPage'] })
      expect(screen.getByText('Check: price not seen on the page, name not seen on the page')).toBeVisible()
      const badge = screen.getByTitle('Read by AI')
      expect(within(badge).getByText('AI')).toHaveAttribute('aria-hidden')
      expect(within(badge).getByText('Read by AI')).toHaveClass('sr-only')
    })

    it('is gone once the owner has checked the item', () => {
      renderFlagged({ review: ['nameUnknown'], isChecked: true })
      expect(screen.queryByText(/Revisar/)).toBeNull()
    })
  })
})
