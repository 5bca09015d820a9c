import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas'
import { type DesignFont, fontFileNames, readFontFile } from './fonts.ts'
import type { ShareCard } from './share-image.model.ts'

// Draws a menu's share image: 1200×630 pixels, the size Open Graph and X's large card crop least. The menu's
// own colours and font (the same files /fonts/ serves), its name, its tagline, its first dishes and a
// button in its button style; no photo, so the image never waits on the file store. Changing what is drawn
// here means raising DRAWING in share-image.model.ts.

export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

const MARGIN = 88
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - 2 * MARGIN
const RADII: Record<ShareCard['buttonStyle'], (height: number) => number> = {
  rounded: () => 14,
  square: () => 0,
  pill: (height) => height / 2,
}

const registered = new Map<DesignFont, Promise<string>>()

/**
 * The canvas font-family list of a design font, its files registered once per process under names of our
 * own (the latin file first, then latin-ext for the letters it lacks).
 */
export function loadFont(font: DesignFont): Promise<string> {
  let families = registered.get(font)
  if (!families) {
    families = Promise.all(
      fontFileNames(font).map(async (name) => {
        const family = `Share ${font}${name.includes('latin-ext') ? ' Ext' : ''}`
        const bytes = await readFontFile(name)
        if (bytes) GlobalFonts.register(bytes, family)
        return family
      }),
    ).then((names) => [...new Set(names)].map((name) => `"${name}"`).join(', '))
    registered.set(font, families)
  }
  return families
}

/** `text` cut with "…" where it would pass `width` pixels in the context's current font. */
export function fitted(context: SKRSContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text
  const characters = Array.from(text)
  while (characters.length > 0 && context.measureText(`${characters.join('')}…`).width > width)
    characters.pop()
  return `${characters.join('').trimEnd()}…`
}

/** The largest size from `from` down to `to` (pixels, by 4) at which `text` fits `width` on one line. */
export function fittingSize(
  context: SKRSContext2D,
  text: string,
  font: (size: number) => string,
  { from, to, width = TEXT_WIDTH }: { from: number; to: number; width?: number },
) {
  let size = from
  context.font = font(size)
  while (size > to && context.measureText(text).width > width) {
    size -= 4
    context.font = font(size)
  }
  return size
}

export function paintBackground(
  context: SKRSContext2D,
  { colours }: Pick<ShareCard, 'colours'>,
  width = SHARE_IMAGE_WIDTH,
  height = SHARE_IMAGE_HEIGHT,
) {
  if (colours.gradient) {
    const fade = context.createLinearGradient(0, 0, 0, height)
    fade.addColorStop(0, colours.background)
    fade.addColorStop(1, colours.gradient)
    context.fillStyle = fade
  } else {
    context.fillStyle = colours.background
  }
  context.fillRect(0, 0, width, height)
  context.fillStyle = colours.accent
  context.fillRect(0, 0, 16, height)
}

function paintButton(context: SKRSContext2D, card: ShareCard, families: string) {
  context.font = `700 30px ${families}`
  const height = 64
  const width = context.measureText(card.action).width + 64
  const x = SHARE_IMAGE_WIDTH - MARGIN - width
  const y = SHARE_IMAGE_HEIGHT - 56 - height
  context.fillStyle = card.colours.accent
  context.beginPath()
  context.roundRect(x, y, width, height, RADII[card.buttonStyle](height))
  context.fill()
  context.fillStyle = card.colours.onAccent
  context.textBaseline = 'middle'
  context.fillText(card.action, x + 32, y + height / 2 + 1)
  context.textBaseline = 'alphabetic'
}

/** The share image of `card` as PNG bytes. */
export async function drawShareImage(card: ShareCard): Promise<Buffer> {
  const families = await loadFont(card.font)
  const canvas = createCanvas(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT)
  const context = canvas.getContext('2d')
  paintBackground(context, card)

  const titleFont = (size: number) => `700 ${size}px ${families}`
  const titleSize = fittingSize(context, card.name, titleFont, { from: 84, to: 52 })
  let y = 96 + titleSize
  context.fillStyle = card.colours.title
  context.fillText(fitted(context, card.name, TEXT_WIDTH), MARGIN, y)
  if (card.tagline) {
    context.font = `400 34px ${families}`
    context.fillStyle = card.colours.text
    y += 58
    context.fillText(fitted(context, card.tagline, TEXT_WIDTH), MARGIN, y)
  }
  y += 40
  context.fillStyle = card.colours.accent
  context.fillRect(MARGIN, y, 96, 6)

  context.font = `500 36px ${families}`
  const lines = card.hasMore ? [...card.dishes, '…'] : card.dishes
  for (const dish of lines) {
    y += 54
    context.fillStyle = card.colours.accent
    context.beginPath()
    context.arc(MARGIN + 7, y - 12, 7, 0, Math.PI * 2)
    context.fill()
    context.fillStyle = card.colours.text
    // The dishes stop short of the button's corner.
    context.fillText(fitted(context, dish, TEXT_WIDTH - 360), MARGIN + 32, y)
  }
  paintButton(context, card, families)
  return canvas.encode('png')
}
