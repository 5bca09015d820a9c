import { describe, expect, it } from 'vitest'
import { generateMenu } from './menu-content.ts'
import { escapeHtml, renderMenuHtml, splitIntoColumns } from './menu-html.ts'
import { deriveSeed } from './random.ts'
import { toTruth } from './truth.ts'

const menus = Array.from({ length: 80 }, (_, index) => generateMenu(deriveSeed(3, index)))

describe('renderMenuHtml', () => {
  it('prints the restaurant, every heading, item name, description and price as the truth spells them', () => {
    for (const menu of menus) {
      const html = renderMenuHtml(menu)
      const truth = toTruth(menu)
      const texts = [
        truth.restaurantName,
        ...truth.sections.flatMap((section) => [
          section.name,
          ...section.items.flatMap((item) => [item.name, item.description ?? '', item.price]),
        ]),
      ].filter(Boolean)
      for (const text of texts) expect(html, text).toContain(escapeHtml(text))
    }
  })

  it('prints the footer, which is not in the truth', () => {
    const menu = menus.find((m) => m.footer.length > 0)!
    expect(renderMenuHtml(menu)).toContain(escapeHtml(menu.footer[0]!))
    expect(JSON.stringify(toTruth(menu))).not.toContain(menu.footer[0]!)
  })

  it('loads no script and nothing from the network', () => {
    for (const menu of menus.slice(0, 10)) {
      const html = renderMenuHtml(menu)
      expect(html).not.toMatch(/<script|https?:\/\//)
    }
  })
})

describe('splitIntoColumns', () => {
  it('puts whole sections into the layout’s columns in order, none empty', () => {
    for (const menu of menus) {
      const columns = splitIntoColumns(menu)
      expect(columns).toHaveLength(menu.layout.columns)
      expect(columns.every((column) => column.length > 0)).toBe(true)
      expect(columns.flat()).toEqual(menu.sections)
    }
  })
})
