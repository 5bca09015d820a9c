// A flatbed scan of a printed page, generator 2's own: grey, at a low resolution, slightly skewed, with the
// scanner's tone curve (grey paper, ink not quite black), paper grain, dust specks, a lid shadow along one
// edge now and then, sensor noise and a JPEG. Seeded: the same seed gives the same bytes.
import sharp from 'sharp'
import { type Dice, rollDice } from './dice.ts'
import { gaussian, type Raster, sampleBilinear, valueNoise } from './pixels.ts'

/** A grey scan: JPEG bytes, its size in pixels and what was done, for the truth file's notes. */
export type Scan = { jpeg: Buffer; width: number; height: number; notes: string }

// A4's short and long sides, in inches.
const A4_INCHES = { short: 8.27, long: 11.69 }

// Turns the page by `degrees` about its centre (inverse mapping, bilinear), the scanner's lid showing
// where the page no longer covers the glass.
function skew(page: Raster, degrees: number, lid: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(page.width * page.height)
  const angle = (degrees * Math.PI) / 180
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const cx = page.width / 2
  const cy = page.height / 2
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const dx = x - cx
      const dy = y - cy
      const u = cx + dx * cos + dy * sin
      const v = cy - dx * sin + dy * cos
      const offset = y * page.width + x
      if (!sampleBilinear(page, u, v, out, offset)) out[offset] = lid
    }
  }
  return out
}

// Dark specks of dust (discs of 0.5–1.6 px) and now and then a hair: a short dark line.
function addDust(dice: Dice, grey: Uint8ClampedArray, width: number, height: number): number {
  const count = Math.round(width * height * dice.float(0.00003, 0.0002))
  const darken = (x: number, y: number, amount: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const offset = y * width + x
    grey[offset] = Math.min(grey[offset]!, 255 - amount)
  }
  for (let speck = 0; speck < count; speck++) {
    const cx = dice.whole(0, width - 1)
    const cy = dice.whole(0, height - 1)
    const radius = dice.float(0.5, 1.6)
    const amount = dice.whole(90, 220)
    const reach = Math.ceil(radius)
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++)
        if (dx * dx + dy * dy <= radius * radius) darken(cx + dx, cy + dy, amount)
    }
  }
  if (dice.coin(0.3)) {
    const length = dice.whole(20, 70)
    const angle = dice.float(0, Math.PI)
    const x0 = dice.whole(0, width - 1)
    const y0 = dice.whole(0, height - 1)
    for (let step = 0; step < length; step++) {
      darken(Math.round(x0 + step * Math.cos(angle)), Math.round(y0 + step * Math.sin(angle)), 110)
    }
  }
  return count
}

/** A grey scan of one page given as PNG bytes. */
export async function scanPage(png: Buffer, seed: number): Promise<Scan> {
  const dice = rollDice(seed)
  const { width: pngWidth = 1, height: pngHeight = 1 } = await sharp(png).metadata()
  const dpi = dice.oneOf([115, 130, 150])
  const width = Math.round((pngWidth > pngHeight ? A4_INCHES.long : A4_INCHES.short) * dpi)
  const height = Math.round((width * pngHeight) / pngWidth)
  const small = await sharp(png)
    .removeAlpha()
    .resize({ width, height, fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (small.info.channels !== 1) throw new Error(`expected one grey channel, got ${small.info.channels}`)
  const degrees = dice.sign() * dice.float(0.2, 1.2)
  const lid = dice.whole(236, 252)
  const grey = skew({ data: small.data, width, height, channels: 1 }, degrees, lid)
  // The scanner's tone: paper maps to `white`, full ink to `black`, with a gamma between.
  const black = dice.whole(0, 45)
  const white = dice.whole(212, 248)
  const gamma = dice.float(0.85, 1.25)
  const grain = valueNoise(dice, width, height, 25)
  const lidSide = dice.coin(0.5) ? dice.oneOf(['left', 'right', 'top'] as const) : null
  const lidWidth = dice.float(0.01, 0.03) * width
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = y * width + x
      let value = black + (grey[offset]! / 255) ** gamma * (white - black) + 4 * grain(x, y)
      if (lidSide !== null) {
        const distance = lidSide === 'left' ? x : lidSide === 'right' ? width - 1 - x : y
        if (distance < lidWidth) value *= 0.55 + 0.45 * (distance / lidWidth)
      }
      grey[offset] = value
    }
  }
  const specks = addDust(dice, grey, width, height)
  const blur = dice.float(0.3, 0.7)
  const soft = await sharp(grey, { raw: { width, height, channels: 1 } })
    .blur(blur)
    .toColourspace('b-w')
    .raw()
    .toBuffer()
  const sigma = dice.float(2, 5)
  for (let offset = 0; offset < soft.length; offset++) {
    soft[offset] = Math.max(0, Math.min(255, soft[offset]! + gaussian(dice) * sigma))
  }
  const quality = dice.whole(50, 80)
  // b-w again: sharp writes a three-channel JPEG otherwise, and the PDF declares one grey channel.
  const jpeg = await sharp(soft, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .jpeg({ quality })
    .toBuffer()
  const notes =
    `scan ${dpi} dpi grey, skew ${degrees.toFixed(1)}°, tone ${black}–${white} γ${gamma.toFixed(2)}, ` +
    `${specks} specks${lidSide ? `, lid shadow ${lidSide}` : ''}, JPEG q${quality}`
  return { jpeg, width, height, notes }
}
