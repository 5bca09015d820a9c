// Draws one line of text as a menu would print it, photographed or scanned: a typeface, a size, ink on paper
// or chalk on a board, a little turn, blur and grain. Returns the picture with the box the detector would
// have drawn around the line, so the recogniser learns from the very crops it is given at reading time.
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import type { RgbImage } from '../../image/rgb-image.ts'
import type { Dice } from '../../synth2/dice.ts'
import type { LineBox } from '../../text-lines/find-line-boxes.ts'

const require = createRequire(import.meta.url)

export type Typeface = { family: string; weight: string; style: 'normal' | 'italic' }

/** A drawn line: its picture, the detector-like box around its ink, and the text drawn. */
export type DrawnLine = { image: RgbImage; box: LineBox; text: string; typeface: string }

// The web faces the generators already use (npm packages) and Debian's font packages (training only:
// fonts-urw-base35, fonts-liberation2, fonts-freefont-ttf, fonts-crosextra-*, fonts-noto-core, fonts-dejavu).
const NPM_FACES = [
  ['@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2', 'Dancing Script'],
  ['@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff2', 'Dancing Script Bold'],
  ['@fontsource/caveat/files/caveat-latin-400-normal.woff2', 'Caveat'],
  ['@fontsource/caveat/files/caveat-latin-700-normal.woff2', 'Caveat Bold'],
  ['@fontsource/roboto-condensed/files/roboto-condensed-latin-400-normal.woff2', 'Roboto Condensed'],
  ['@fontsource/roboto-condensed/files/roboto-condensed-latin-700-italic.woff2', 'Roboto Condensed BI'],
  ['@fontsource/lora/files/lora-latin-400-normal.woff2', 'Lora'],
  ['@fontsource/lora/files/lora-latin-700-italic.woff2', 'Lora BI'],
  ['@fontsource/lato/files/lato-latin-400-normal.woff2', 'Lato'],
  ['@fontsource/lato/files/lato-latin-700-normal.woff2', 'Lato Bold'],
  ['@fontsource/lato/files/lato-latin-400-italic.woff2', 'Lato Italic'],
  ['@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2', 'Open Sans'],
  ['@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2', 'Roboto'],
  ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'Inter'],
  ['@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2', 'Oswald'],
  [
    '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    'Playfair Display',
  ],
] as const

/** Typefaces kept out of training, to measure the recogniser on letters it never saw drawn. */
export const HELD_OUT_FAMILIES: ReadonlySet<string> = new Set([
  'Oswald',
  'Playfair Display',
  'C059',
  'Carlito',
])

const FONT_DIRS = ['/usr/share/fonts/opentype/urw-base35', '/usr/share/fonts/truetype']
// Debian font files worth drawing menus in: Latin text faces (not symbols, not other scripts).
const DEBIAN_FACE =
  /^(URWGothic|URWBookman|P052|NimbusSans|NimbusSansNarrow|NimbusRoman|NimbusMonoPS|C059|Z003|Liberation|DejaVu(Sans|Serif)|NotoSans-|NotoSerif-|NotoSansDisplay-|NotoSerifDisplay-|Free(Sans|Serif|Mono)|Carlito|Caladea)/

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  } catch {
    return []
  }
}

let registered: Typeface[] | undefined

/** Registers every face once and lists them, the held-out ones included. */
export function typefaces(): Typeface[] {
  if (registered) return registered
  const faces: Typeface[] = []
  for (const [file, family] of NPM_FACES) {
    if (GlobalFonts.registerFromPath(require.resolve(file), family))
      faces.push({ family, weight: 'normal', style: 'normal' })
  }
  const debianFiles = FONT_DIRS.flatMap(filesUnder)
    .filter((file) => /\.(ttf|otf)$/.test(file) && DEBIAN_FACE.test(file.split('/').at(-1) ?? ''))
    .sort()
  for (const file of debianFiles) {
    const family = `D ${file
      .split('/')
      .at(-1)
      ?.replace(/\.(ttf|otf)$/, '')}`
    if (GlobalFonts.registerFromPath(file, family)) faces.push({ family, weight: 'normal', style: 'normal' })
  }
  // Ornaments only (drawNoText): never a face for text.
  GlobalFonts.registerFromPath(
    '/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf',
    'Noto Sans Symbols2',
  )
  registered = faces
  return faces
}

/** Whether a face belongs to a family kept out of training. */
export function isHeldOut(face: Typeface): boolean {
  const name = face.family.replace(/^D /, '')
  return [...HELD_OUT_FAMILIES].some(
    (family) => name.startsWith(family.replace(/ /g, '')) || name.startsWith(family),
  )
}

const glyphs = new Map<string, boolean>()

// A character the face lacks is drawn as an empty box: the same pixels as a private-use character's.
function drawnAlone(family: string, text: string): string {
  const context = createCanvas(48, 48).getContext('2d')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, 48, 48)
  context.fillStyle = '#000'
  context.font = `32px "${family}"`
  context.fillText(text, 4, 36)
  return Buffer.from(context.getImageData(0, 0, 48, 48).data).toString('base64')
}

/** Whether `face` draws every character of `text` (₡ is missing from most): a box is no sign to learn. */
export function drawsAll(face: Typeface, text: string): boolean {
  return [...new Set(text)].every((character) => {
    const key = `${face.family}\u0000${character}`
    let drawn = glyphs.get(key)
    if (drawn === undefined) {
      drawn = /\s/.test(character) || drawnAlone(face.family, character) !== drawnAlone(face.family, '\uE000')
      glyphs.set(key, drawn)
    }
    return drawn
  })
}

// What a detector also boxes on a menu besides text: ornaments, solid or wavy rules, a pictured dish's edge,
// the top or bottom of a neighbouring line caught in a loose box. The recogniser must read them as nothing.
// (None of them is in the alphabet: a sign the recogniser writes is never taught as nothing.)
const ORNAMENTS = [...'★☆✦✧✿❀❁❦❧☙✱✲✳❖◆◇●○■□▪▫♥♣♠♦☕♨⚜✤✥❂❃※⁂•']

/** A crop of no text: ornaments, rules, blots or a neighbouring line's cut-off edge; its text is empty. */
export function drawNoText(faces: readonly Typeface[], dice: Dice): DrawnLine {
  const height = dice.whole(24, 90)
  const width = Math.round(height * dice.float(0.6, 12))
  const canvas = createCanvas(width + height, height * 2)
  const context = canvas.getContext('2d')
  const { paper, ink } = look(dice)
  context.fillStyle = css(paper)
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = css(ink)
  context.strokeStyle = css(ink)
  const [left, top] = [height / 2, height / 2]
  const kind = dice.weighted({ ornaments: 3, rule: 2, cutLine: 3, blots: 2 })
  if (kind === 'ornaments') {
    context.font = `${Math.round(height * 0.7)}px "D DejaVuSans", "Noto Sans Symbols2"`
    const marks = Array.from({ length: dice.whole(1, 6) }, () => dice.oneOf(ORNAMENTS)).join(' ')
    context.fillText(marks, left, top + height * 0.75)
  } else if (kind === 'rule') {
    context.lineWidth = dice.float(1, 4)
    context.beginPath()
    context.moveTo(left, top + height / 2)
    for (let x = left; x <= left + width; x += 4)
      context.lineTo(x, top + height / 2 + (dice.coin(0.3) ? Math.sin(x / 9) * height * 0.2 : 0))
    context.stroke()
  } else if (kind === 'cutLine') {
    // A line of text whose middle sits above or below the box: only its descenders or its tops show.
    const face = dice.oneOf(faces)
    context.font = `${Math.round(height * 1.1)}px "${face.family}"`
    const shift = dice.sign() * height * dice.float(0.75, 0.95)
    context.fillText('Ensalada Pollo 12,50 Tarta Queso', left, top + height * 0.85 + shift)
  } else {
    for (let blot = dice.whole(2, 9); blot > 0; blot--) {
      context.beginPath()
      context.ellipse(
        left + dice.float(0, width),
        top + dice.float(0, height),
        dice.float(2, height / 2),
        dice.float(2, height / 2),
        dice.float(0, Math.PI),
        0,
        2 * Math.PI,
      )
      context.globalAlpha = dice.float(0.2, 1)
      context.fill()
    }
    context.globalAlpha = 1
  }
  const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data
  const data = new Uint8Array(canvas.width * canvas.height * 3)
  for (let pixel = 0; pixel < canvas.width * canvas.height; pixel++)
    for (let channel = 0; channel < 3; channel++) data[pixel * 3 + channel] = rgba[pixel * 4 + channel] ?? 0
  const box: LineBox = {
    centreX: left + width / 2,
    centreY: top + height / 2,
    width,
    height,
    angle: 0,
    score: 1,
  }
  return { image: { data, width: canvas.width, height: canvas.height }, box, text: '', typeface: 'none' }
}

type Look = { paper: [number, number, number]; ink: [number, number, number] }

function look(dice: Dice): Look {
  const kind = dice.weighted({ paper: 7, coloured: 2, board: 2 })
  const tone = (low: number, high: number): [number, number, number] => {
    const base = dice.whole(low, high)
    return [base + dice.whole(-12, 12), base + dice.whole(-12, 12), base + dice.whole(-15, 5)].map((value) =>
      Math.max(0, Math.min(255, value)),
    ) as [number, number, number]
  }
  if (kind === 'board') return { paper: tone(10, 70), ink: tone(190, 255) }
  if (kind === 'coloured')
    return {
      paper: tone(200, 255),
      ink: dice.oneOf<[number, number, number]>([
        [150, 30, 30],
        [120, 70, 20],
        [30, 60, 120],
        [160, 110, 20],
        [40, 100, 50],
        [200, 80, 20],
      ]),
    }
  return { paper: tone(205, 255), ink: tone(0, 70) }
}

const css = ([red, green, blue]: readonly number[]) => `rgb(${red},${green},${blue})`

/** Draws `text` in `face`, degraded by the dice, with the detector-like box around its ink. */
export function drawLine(text: string, face: Typeface, dice: Dice): DrawnLine {
  const size = dice.coin(0.25) ? dice.whole(9, 15) : dice.whole(16, 56)
  const font = `${dice.coin(0.2) ? 'bold ' : ''}${size}px "${face.family}"`
  const probe = createCanvas(8, 8).getContext('2d')
  probe.font = font
  const metrics = probe.measureText(text)
  const inkWidth = Math.max(1, metrics.actualBoundingBoxRight + metrics.actualBoundingBoxLeft)
  const ascent = Math.max(1, metrics.actualBoundingBoxAscent)
  const descent = Math.max(0, metrics.actualBoundingBoxDescent)
  const inkHeight = ascent + descent
  const margin = Math.ceil(size * 1.2)
  const width = Math.ceil(inkWidth + 2 * margin)
  const height = Math.ceil(inkHeight + 2 * margin)
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  const { paper, ink } = look(dice)
  context.fillStyle = css(paper)
  context.fillRect(0, 0, width, height)
  // A faint stain or shadow across the line, as on a photographed page.
  if (dice.coin(0.3)) {
    const gradient = context.createLinearGradient(0, 0, width, height)
    gradient.addColorStop(0, 'rgba(0,0,0,0)')
    gradient.addColorStop(1, `rgba(0,0,0,${dice.float(0.05, 0.35).toFixed(2)})`)
    context.fillStyle = gradient
    context.fillRect(0, 0, width, height)
  }
  const angle = dice.coin(0.5) ? dice.float(-0.04, 0.04) : 0
  const [centreX, centreY] = [width / 2, height / 2]
  context.translate(centreX, centreY)
  context.rotate(angle)
  if (dice.coin(0.35)) context.filter = `blur(${dice.float(0.3, Math.max(0.5, size / 28)).toFixed(2)}px)`
  context.font = font
  context.fillStyle = css(ink)
  // The ink's box is centred on the canvas: the baseline sits `ascent` below its top.
  const left = -inkWidth / 2 + metrics.actualBoundingBoxLeft
  const baseline = -inkHeight / 2 + ascent
  context.fillText(text, left, baseline)
  if (dice.coin(0.05))
    context.fillRect(-inkWidth / 2, baseline + Math.max(1, size / 10), inkWidth, Math.max(1, size / 18))
  const rgba = context.getImageData(0, 0, width, height).data
  const data = new Uint8Array(width * height * 3)
  const grain = dice.coin(0.5) ? dice.float(2, 18) : 0
  for (let pixel = 0; pixel < width * height; pixel++) {
    const noise = grain > 0 ? (dice.roll() + dice.roll() + dice.roll() - 1.5) * grain : 0
    for (let channel = 0; channel < 3; channel++)
      data[pixel * 3 + channel] = Math.max(0, Math.min(255, (rgba[pixel * 4 + channel] ?? 0) + noise))
  }
  // The detector's box grows the line's text region by half again its area over its perimeter: a little
  // taller than the ink, and a little wider, never exactly centred.
  const boxHeight = inkHeight * dice.float(1.1, 1.7)
  const box: LineBox = {
    centreX: centreX + dice.float(-0.1, 0.1) * inkHeight,
    centreY: centreY + dice.float(-0.1, 0.1) * inkHeight,
    width: inkWidth + inkHeight * dice.float(0.15, 0.9),
    height: boxHeight,
    angle: angle + dice.float(-0.008, 0.008),
    score: 1,
  }
  return { image: { data, width, height }, box, text, typeface: face.family }
}
