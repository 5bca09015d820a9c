// Turns a clean page picture into what a phone or a scanner makes of it, with seeded randomness: a phone
// photo (page on a table, turned 2–6°, sheared, uneven light, soft focus, sensor noise, JPEG) and a scan
// (grey, turned ≤ 1.5°, noise and specks, JPEG in an image-only PDF). Both stay easy for a person to read.
import sharp from 'sharp'
import { buildImagePdf } from './image-pdf.ts'
import { createRandom, type Random } from './random.ts'

const TABLE_COLOURS = ['#6b4f3a', '#8a6d55', '#4a4a48', '#9c8c7a', '#3b3530', '#c9c2b8']

// Adds zero-mean noise of `sigma` grey levels to every pixel (the same to each channel of a pixel, as
// luminance noise), and a few dark specks when `specks` > 0 (share of pixels).
function addNoise(data: Buffer, channels: number, random: Random, sigma: number, specks = 0): Buffer {
  const out = Buffer.from(data)
  for (let pixel = 0; pixel < out.length; pixel += channels) {
    // The sum of three uniforms is close enough to a normal distribution (variance 1/4).
    const noise = (random.next() + random.next() + random.next() - 1.5) * 2 * sigma
    const speck = specks > 0 && random.next() < specks ? -90 - random.next() * 80 : 0
    for (let channel = 0; channel < channels; channel++) {
      out[pixel + channel] = Math.max(0, Math.min(255, out[pixel + channel]! + noise + speck))
    }
  }
  return out
}

function lightingSvg(width: number, height: number, random: Random): { shadow: Buffer; glare: Buffer } {
  const angle = random.int(0, 359)
  const darkness = random.between(0.2, 0.42).toFixed(2)
  const cx = random.between(0.2, 0.8).toFixed(2)
  const cy = random.between(0.15, 0.6).toFixed(2)
  const glare = random.between(0.12, 0.3).toFixed(2)
  const svg = (body: string) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`)
  return {
    shadow: svg(
      `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">` +
        '<stop offset="0" stop-color="#fff"/>' +
        `<stop offset="1" stop-color="rgb(${Math.round(255 * (1 - Number(darkness)))},${Math.round(245 * (1 - Number(darkness)))},${Math.round(225 * (1 - Number(darkness)))})"/>` +
        `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    ),
    glare: svg(
      `<defs><radialGradient id="r" cx="${cx}" cy="${cy}" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="${glare}"/>` +
        '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
        '<rect width="100%" height="100%" fill="url(#r)"/>',
    ),
  }
}

/** A degraded page and what was done to it, for a truth file's notes. */
export type Degraded = { bytes: Buffer; notes: string }

/** A phone photo of the page: JPEG, about 2,000 px on the long side. */
export async function toPhoto(png: Buffer, seed: number): Promise<Degraded> {
  const random = createRandom(seed)
  const table = random.pick(TABLE_COLOURS)
  const { width = 0 } = await sharp(png).metadata()
  const margin = Math.round(width * random.between(0.03, 0.08))
  const angle = random.between(2, 6) * (random.chance(0.5) ? 1 : -1)
  const shear = random.between(0.005, 0.03) * (random.chance(0.5) ? 1 : -1)
  const onTable = await sharp(png)
    .flatten({ background: '#ffffff' })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: table })
    .toBuffer()
  const turned = await sharp(onTable).rotate(angle, { background: table }).toBuffer()
  const sheared = await sharp(turned)
    .affine(
      [
        [1, shear],
        [random.between(-0.015, 0.015), 1],
      ],
      { background: table, interpolator: sharp.interpolators.bicubic },
    )
    .toBuffer({ resolveWithObject: true })
  const { info } = sheared
  const light = lightingSvg(info.width, info.height, random)
  const longSide = random.int(1900, 2300)
  const shaded = await sharp(sheared.data)
    .composite([
      { input: light.shadow, blend: 'multiply' },
      { input: light.glare, blend: 'screen' },
    ])
    .toBuffer()
  // A separate pass: sharp composites after resizing, and the light is drawn at the unresized size.
  const lit = await sharp(shaded)
    .resize({
      width: info.width >= info.height ? longSide : undefined,
      height: info.height > info.width ? longSide : undefined,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const noisy = addNoise(lit.data, lit.info.channels, random, random.between(3, 7))
  const blur = random.between(0.5, 1.0)
  const quality = random.int(70, 85)
  const bytes = await sharp(noisy, {
    raw: { width: lit.info.width, height: lit.info.height, channels: lit.info.channels },
  })
    .blur(blur)
    .jpeg({ quality, mozjpeg: true })
    .toBuffer()
  const notes = `photo turned ${angle.toFixed(1)}°, sheared ${shear.toFixed(3)}, blur ${blur.toFixed(1)}, JPEG q${quality}`
  return { bytes, notes }
}

/** A scan of the page at about 150–200 dpi, as an image-only PDF. */
export async function toScanPdf(png: Buffer, seed: number): Promise<Degraded> {
  const random = createRandom(seed)
  const { width = 0, height = 0 } = await sharp(png).metadata()
  const dpi = random.pick([150, 200])
  // The page at the scanner's resolution (A4 is 8.27 in wide, 11.69 in tall).
  const isLandscape = width > height
  const targetWidth = Math.round((isLandscape ? 11.69 : 8.27) * dpi)
  const targetHeight = Math.round((targetWidth * height) / width)
  const angle = random.between(0.2, 1.5) * (random.chance(0.5) ? 1 : -1)
  const scanned = await sharp(png)
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize({ width: targetWidth, height: targetHeight, fit: 'fill' })
    .toBuffer()
  // A separate pass: sharp would otherwise turn the page before resizing it.
  const turned = await sharp(scanned)
    .rotate(angle, { background: '#ffffff' })
    .toBuffer({ resolveWithObject: true })
  const left = Math.floor((turned.info.width - targetWidth) / 2)
  const top = Math.floor((turned.info.height - targetHeight) / 2)
  const page = await sharp(turned.data)
    .extract({ left, top, width: targetWidth, height: targetHeight })
    .linear(random.between(0.85, 1.0), random.between(0, 18))
    .blur(random.between(0.3, 0.7))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const noisy = addNoise(page.data, 1, random, random.between(2, 5), random.between(0.0002, 0.001))
  const quality = random.int(70, 85)
  const jpeg = await sharp(noisy, { raw: { width: targetWidth, height: targetHeight, channels: 1 } })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer()
  const notes = `scan turned ${angle.toFixed(1)}°, ${dpi} dpi, JPEG q${quality}`
  return { bytes: buildImagePdf(jpeg, targetWidth, targetHeight, 1), notes }
}
