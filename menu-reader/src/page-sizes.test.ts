import { afterAll, describe, expect, it } from 'vitest'
import { makeTextImage } from './hostile/make-image.ts'
import { makePdf } from './hostile/make-pdf.ts'
import { closeMenuReader, readMenu } from './read-menu.ts'

// Each page comes back with its size in the units of its items' boxes, so a picture of it can show them.

const MENU = ['Casa Pepe', 'Entrantes', 'Tortilla de patatas 8.50', 'Croquetas caseras 7.00', 'Flan 4.50']

afterAll(async () => {
  await closeMenuReader()
})

describe('page sizes', () => {
  it('gives a text PDF’s pages in points, whatever their size', async () => {
    const menu = await readMenu(makePdf({ pages: [MENU, MENU], mediaBox: [400, 600] }))
    expect(menu.pages).toEqual([
      { number: 1, width: 400, height: 600, slope: 0 },
      { number: 2, width: 400, height: 600, slope: 0 },
    ])
    for (const item of menu.sections.flatMap((section) => section.items)) {
      expect(item.source.box.x1).toBeLessThanOrEqual(400)
      expect(item.source.box.y1).toBeLessThanOrEqual(600)
    }
  })

  it('gives a picture’s page in the pixels it was read at', async () => {
    const image = await makeTextImage('png', MENU, 480, 200)
    const menu = await readMenu(image)
    expect(menu.pages).toEqual([{ number: 1, width: 480, height: 200, slope: expect.any(Number) }])
    // Drawn straight: its lines have no slope to speak of.
    expect(Math.abs(menu.pages[0]?.slope ?? 1)).toBeLessThan(0.01)
  })
})
