import { createRequire } from 'node:module'
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { afterAll, describe, expect, it } from 'vitest'
import type { RgbImage } from '../image/rgb-image.ts'
import type { LineBox } from './find-line-boxes.ts'
import { closeTextLineModels, textLineModels } from './models.ts'
import { recogniseLines } from './recognise-lines.ts'
import { readsMenuMarks } from './spell-words.ts'

const require = createRequire(import.meta.url)
GlobalFonts.registerFromPath(
  require.resolve('@fontsource/lato/files/lato-latin-400-normal.woff2'),
  'Test Lato',
)

// One printed line on white paper, 32 px type, and the box a detector would draw around it.
function printedLine(text: string): { image: RgbImage; box: LineBox } {
  const probe = createCanvas(8, 8).getContext('2d')
  probe.font = '32px "Test Lato"'
  const width = Math.ceil(probe.measureText(text).width) + 40
  const canvas = createCanvas(width, 64)
  const context = canvas.getContext('2d')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, 64)
  context.fillStyle = '#111'
  context.font = '32px "Test Lato"'
  context.fillText(text, 20, 42)
  const rgba = context.getImageData(0, 0, width, 64).data
  const data = new Uint8Array(width * 64 * 3)
  for (let pixel = 0; pixel < width * 64; pixel++)
    for (let channel = 0; channel < 3; channel++) data[pixel * 3 + channel] = rgba[pixel * 4 + channel] ?? 0
  const box = { centreX: width / 2, centreY: 31, width: width - 28, height: 44, angle: 0, score: 1 }
  return { image: { data, width, height: 64 }, box }
}

// Menu lines holding the marks a Chinese dictionary lacks, in a typeface the recogniser was trained on.
const LINES = [
  'Jalapeño 12,50 €',
  '¿Caña? ¡Sí!',
  'PIÑA COLADA',
  'ÁLAMO ÚNICO',
  '1ª ración',
  'Crème brûlée',
  'Pão de queijo',
  'Menú del día 14,90 €',
  '¡Oferta! 2x1 en cañas',
  'Café con leche',
  'Limón y jalapeño',
  '¿Con o sin hielo?',
]

describe('the Latin recogniser', () => {
  afterAll(closeTextLineModels)

  it('writes ñ, accents, €, ¿, ¡ and ª itself, most lines exactly', async () => {
    const models = await textLineModels()
    expect(readsMenuMarks(models.alphabet)).toBe(true)
    const read = await Promise.all(
      LINES.map(async (text) => {
        const { image, box } = printedLine(text)
        const [line] = await recogniseLines(image, [box], models)
        const characters = (line?.characters ?? []).map((character) => character.text).join('')
        return characters.replace(/\s+/g, ' ').trim()
      }),
    )
    const exact = LINES.filter((text, index) => read[index] === text)
    expect(exact.length, JSON.stringify(read)).toBeGreaterThanOrEqual(10)
    for (const mark of ['ñ', 'Ñ', '€', '¿', '¡', 'ª', 'ú', 'é', 'ã', 'è'])
      expect(
        exact.some((text) => text.includes(mark)),
        `${mark} read in place`,
      ).toBe(true)
  })
})
