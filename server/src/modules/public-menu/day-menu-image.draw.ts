import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { DayMenuCard } from './day-menu-image.model.ts'
import { fitted, fittingSize, loadFont, paintBackground } from './share-image.draw.ts'

// Draws the picture of a menú del día: 1080×1350 pixels, the portrait shape Instagram's feed shows whole and
// WhatsApp sends uncropped. The business's name, the menu's name and date, each course with its dishes, then
// the price and what it includes at the foot. A day with many dishes is drawn smaller, and what still does
// not fit ends in "…". Changing what is drawn here means raising DRAWING in day-menu-image.model.ts.

export const DAY_MENU_IMAGE_WIDTH = 1080
export const DAY_MENU_IMAGE_HEIGHT = 1350

const MARGIN = 84
const TEXT_WIDTH = DAY_MENU_IMAGE_WIDTH - 2 * MARGIN
/** Where the courses must end: above the price and what it includes. */
const COURSES_BOTTOM = DAY_MENU_IMAGE_HEIGHT - 250

/** The dish size at which every course fits above the price, from 40 down to 26 pixels. */
function dishSize(card: DayMenuCard, top: number): number {
  for (let size = 40; size > 26; size -= 2) {
    if (top + coursesHeight(card, size) <= COURSES_BOTTOM) return size
  }
  return 26
}

function coursesHeight(card: DayMenuCard, size: number): number {
  return card.courses.reduce((height, course) => height + size * 1.9 + course.dishes.length * size * 1.45, 0)
}

function paintCourses(context: SKRSContext2D, card: DayMenuCard, families: string, top: number) {
  const size = dishSize(card, top)
  let y = top
  for (const course of card.courses) {
    if (y + size * 1.9 > COURSES_BOTTOM) break
    y += size * 1.9
    context.font = `700 ${Math.round(size * 0.78)}px ${families}`
    context.fillStyle = card.colours.accent
    context.fillText(fitted(context, course.name.toLocaleUpperCase(), TEXT_WIDTH), MARGIN, y)
    context.font = `500 ${size}px ${families}`
    context.fillStyle = card.colours.text
    for (const [index, dish] of course.dishes.entries()) {
      if (y + size * 1.45 > COURSES_BOTTOM) {
        context.fillText('…', MARGIN + 28, y + size * 1.45)
        return
      }
      y += size * 1.45
      const isLastThatFits = index < course.dishes.length - 1 && y + size * 1.45 > COURSES_BOTTOM
      context.fillText(fitted(context, isLastThatFits ? `${dish} …` : dish, TEXT_WIDTH - 28), MARGIN + 28, y)
    }
  }
}

/** The picture of `card` as PNG bytes. */
export async function drawDayMenuImage(card: DayMenuCard): Promise<Buffer> {
  const families = await loadFont(card.font)
  const canvas = createCanvas(DAY_MENU_IMAGE_WIDTH, DAY_MENU_IMAGE_HEIGHT)
  const context = canvas.getContext('2d')
  paintBackground(context, card, DAY_MENU_IMAGE_WIDTH, DAY_MENU_IMAGE_HEIGHT)

  context.font = `600 34px ${families}`
  context.fillStyle = card.colours.text
  context.fillText(fitted(context, card.business, TEXT_WIDTH), MARGIN, 120)
  const bold = (size: number) => `700 ${size}px ${families}`
  const titleSize = fittingSize(context, card.title, bold, { from: 88, to: 56, width: TEXT_WIDTH })
  context.fillStyle = card.colours.title
  context.fillText(fitted(context, card.title, TEXT_WIDTH), MARGIN, 130 + titleSize + 10)
  let y = 130 + titleSize + 10
  context.font = `400 36px ${families}`
  context.fillStyle = card.colours.text
  y += 56
  context.fillText(fitted(context, card.date, TEXT_WIDTH), MARGIN, y)
  y += 34
  context.fillStyle = card.colours.accent
  context.fillRect(MARGIN, y, 110, 6)
  paintCourses(context, card, families, y + 8)

  const footer = DAY_MENU_IMAGE_HEIGHT - 210
  context.fillStyle = card.colours.accent
  context.fillRect(MARGIN, footer, TEXT_WIDTH, 3)
  // Two prices ("Menú 12,50 € · Medio menú 8,00 €") are drawn smaller rather than cut.
  fittingSize(context, card.price, bold, { from: 64, to: 40, width: TEXT_WIDTH })
  context.fillStyle = card.colours.title
  context.fillText(fitted(context, card.price, TEXT_WIDTH), MARGIN, footer + 96)
  if (card.includes) {
    context.font = `400 34px ${families}`
    context.fillStyle = card.colours.text
    context.fillText(fitted(context, card.includes, TEXT_WIDTH), MARGIN, footer + 156)
  }
  return canvas.encode('png')
}
