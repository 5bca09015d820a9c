// A phone photo of a printed page, generator 2's own: the page lies on a surface, seen at an angle (a
// perspective warp and a slight turn), bent (its lines arch and curl towards one edge), lit unevenly
// (vignette, a light gradient, a soft shadow across it, sometimes a glare), then blurred, noisy, JPEG'd at a
// phone's sharing size. Seeded: the same seed gives the same bytes.
import sharp from 'sharp'
import { type Dice, rollDice } from './dice.ts'
import { gaussian, type Point, type Raster, sampleBilinear, solveHomography, valueNoise } from './pixels.ts'

const SURFACES: readonly [number, number, number][] = [
  [123, 90, 60], // walnut table
  [160, 120, 80], // oak
  [75, 79, 82], // slate
  [217, 210, 195], // linen
  [201, 198, 192], // marble
  [142, 47, 47], // red cloth
]

/** A degraded picture and what was done to it, for the truth file's notes. */
export type Degraded = { bytes: Buffer; notes: string }

type Scene = {
  out: { width: number; height: number }
  /** Maps output pixels to page pixels (the inverse of where the page was laid). */
  toPage: readonly number[]
  /** Vertical displacement of the page's lines at page column u, in page pixels. */
  bend: (u: number) => number
  surface: [number, number, number]
}

// Where the page lands in the frame: scaled to fill most of it, turned, tilted, corners nudged; shrunk until
// every corner stays inside the frame, so nothing printed is cut off.
function layPage(
  dice: Dice,
  page: { width: number; height: number },
  out: { width: number; height: number },
) {
  const fill = dice.float(0.8, 0.93)
  const turn = (dice.sign() * dice.float(0.4, 3.5) * Math.PI) / 180
  const tiltTop = dice.float(-0.07, 0.07)
  const tiltSide = dice.float(-0.035, 0.035)
  const nudges = Array.from({ length: 4 }, () => ({
    x: dice.float(-0.006, 0.006),
    y: dice.float(-0.006, 0.006),
  }))
  const shift = { x: dice.float(-0.5, 0.5), y: dice.float(-0.5, 0.5) }
  for (
    let scale = Math.min((out.width * fill) / page.width, (out.height * fill) / page.height);
    ;
    scale *= 0.96
  ) {
    const w = page.width * scale
    const h = page.height * scale
    const cx = out.width / 2 + (shift.x * (out.width - w)) / 2
    const cy = out.height / 2 + (shift.y * (out.height - h)) / 2
    // Corners relative to the centre: top edge narrowed by the tilt, left edge shortened by the side tilt.
    const corners: Point[] = [
      { x: -w / 2 + (tiltTop * w) / 2, y: -h / 2 + (tiltSide * h) / 2 },
      { x: w / 2 - (tiltTop * w) / 2, y: -h / 2 - (tiltSide * h) / 2 },
      { x: w / 2 + (tiltTop * w) / 2, y: h / 2 + (tiltSide * h) / 2 },
      { x: -w / 2 - (tiltTop * w) / 2, y: h / 2 - (tiltSide * h) / 2 },
    ].map((corner, index) => {
      const x = corner.x * Math.cos(turn) - corner.y * Math.sin(turn) + nudges[index]!.x * w
      const y = corner.x * Math.sin(turn) + corner.y * Math.cos(turn) + nudges[index]!.y * h
      return { x: cx + x, y: cy + y }
    })
    const margin = 0.012 * Math.min(out.width, out.height)
    const isInside = corners.every(
      (c) => c.x > margin && c.y > margin && c.x < out.width - margin && c.y < out.height - margin,
    )
    if (isInside) return { corners, turn, tiltTop }
  }
}

function drawScene(dice: Dice, page: Raster): Scene & { notes: string } {
  const isPortrait = page.height >= page.width
  const long = dice.whole(1600, 2200)
  const short = Math.round((long * 3) / 4)
  const out = isPortrait ? { width: short, height: long } : { width: long, height: short }
  const laid = layPage(dice, page, out)
  const pageCorners = [
    { x: 0, y: 0 },
    { x: page.width - 1, y: 0 },
    { x: page.width - 1, y: page.height - 1 },
    { x: 0, y: page.height - 1 },
  ]
  const arch = dice.sign() * dice.float(0, 0.01) * page.height
  const curl = dice.float(0, 0.012) * page.height
  const isCurlRight = dice.coin(0.5)
  // Tabulated per page column: the loop over the photo's pixels asks for it millions of times.
  const table = Float32Array.from({ length: page.width + 1 }, (_, u) => {
    const across = u / page.width
    const towardsEdge = isCurlRight ? across : 1 - across
    return arch * Math.sin(Math.PI * across) + curl * towardsEdge ** 4
  })
  const bend = (u: number) => table[Math.min(page.width, Math.max(0, Math.round(u)))]!
  const notes =
    `photo ${out.width}×${out.height}, turned ${((laid.turn * 180) / Math.PI).toFixed(1)}°, ` +
    `tilt ${laid.tiltTop.toFixed(3)}, arch ${arch.toFixed(0)} px, curl ${curl.toFixed(0)} px`
  return {
    out,
    toPage: solveHomography(laid.corners, pageCorners),
    bend,
    surface: dice.oneOf(SURFACES),
    notes,
  }
}

// The light falling on each output pixel, per channel: vignette × gradient × shadow × tint, plus glare.
function drawLight(dice: Dice, out: { width: number; height: number }, isGlossy: boolean) {
  const vignette = dice.float(0.1, 0.3)
  const gradient = dice.float(0.08, 0.28)
  const angle = dice.float(0, 2 * Math.PI)
  const hasShadow = dice.coin(0.6)
  const shadow = {
    depth: dice.float(0.15, 0.35),
    softness: dice.float(0.02, 0.08) * out.width,
    angle: dice.float(0, 2 * Math.PI),
    at: { x: dice.float(0.15, 0.85) * out.width, y: dice.float(0.15, 0.85) * out.height },
  }
  const hasGlare = dice.coin(isGlossy ? 0.6 : 0.3)
  const glare = {
    x: dice.float(0.2, 0.8) * out.width,
    y: dice.float(0.2, 0.8) * out.height,
    radius: dice.float(0.08, 0.2) * out.width,
    strength: dice.float(25, 60),
  }
  const tint = dice.oneOf([
    [1, 0.97, 0.9],
    [1, 1, 1],
    [0.95, 0.98, 1.03],
  ])
  const wobble = valueNoise(dice, out.width, out.height, 320)
  const notes = `light: vignette ${vignette.toFixed(2)}${hasShadow ? `, shadow ${shadow.depth.toFixed(2)}` : ''}${hasGlare ? ', glare' : ''}`
  const at = (x: number, y: number): { gain: number; glow: number } => {
    const nx = x / out.width - 0.5
    const ny = y / out.height - 0.5
    let gain = 1 - vignette * 2 * (nx * nx + ny * ny)
    gain *= 1 + gradient * (nx * Math.cos(angle) + ny * Math.sin(angle)) + 0.05 * wobble(x, y)
    if (hasShadow) {
      const side = (x - shadow.at.x) * Math.cos(shadow.angle) + (y - shadow.at.y) * Math.sin(shadow.angle)
      const t = Math.min(1, Math.max(0, 0.5 + side / (2 * shadow.softness)))
      gain *= 1 - shadow.depth * t * t * (3 - 2 * t)
    }
    const distance2 = (x - glare.x) ** 2 + (y - glare.y) ** 2
    const glow = hasGlare ? glare.strength * Math.exp(-distance2 / (2 * glare.radius ** 2)) : 0
    return { gain, glow }
  }
  return { at: tabulate(at, out, 8), tint, notes }
}

// The light sampled every `step` pixels and blended between: it changes slowly, and working it out at every
// pixel of a phone photo takes seconds.
function tabulate(
  at: (x: number, y: number) => { gain: number; glow: number },
  out: { width: number; height: number },
  step: number,
): (x: number, y: number) => { gain: number; glow: number } {
  const columns = Math.ceil(out.width / step) + 2
  const rows = Math.ceil(out.height / step) + 2
  const gains = new Float32Array(columns * rows)
  const glows = new Float32Array(columns * rows)
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const light = at(column * step, row * step)
      gains[row * columns + column] = light.gain
      glows[row * columns + column] = light.glow
    }
  }
  const blend = (grid: Float32Array, index: number, fx: number, fy: number) => {
    const top = grid[index]! + (grid[index + 1]! - grid[index]!) * fx
    const bottom = grid[index + columns]! + (grid[index + columns + 1]! - grid[index + columns]!) * fx
    return top + (bottom - top) * fy
  }
  const light = { gain: 1, glow: 0 }
  return (x, y) => {
    const column = Math.floor(x / step)
    const row = Math.floor(y / step)
    const index = row * columns + column
    const fx = x / step - column
    const fy = y / step - row
    light.gain = blend(gains, index, fx, fy)
    light.glow = blend(glows, index, fx, fy)
    return light
  }
}

/** A phone photo (JPEG) of a page given as PNG bytes; `isGlossy` for boards and laminated cards (more glare). */
export async function photographPage(png: Buffer, seed: number, isGlossy = false): Promise<Degraded> {
  const dice = rollDice(seed)
  const decoded = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const page: Raster = {
    data: decoded.data,
    width: decoded.info.width,
    height: decoded.info.height,
    channels: 3,
  }
  const scene = drawScene(dice, page)
  const light = drawLight(dice, scene.out, isGlossy)
  const { width, height } = scene.out
  const grain = valueNoise(dice, width, height, 40)
  const pixels = new Uint8ClampedArray(width * height * 3)
  const h = scene.toPage
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3
      const w = h[6]! * x + h[7]! * y + h[8]!
      const u = (h[0]! * x + h[1]! * y + h[2]!) / w
      const v = (h[3]! * x + h[4]! * y + h[5]!) / w - scene.bend(u)
      let edgeShade = 1
      if (!sampleBilinear(page, u, v, pixels, offset)) {
        const texture = 14 * grain(x, y)
        for (let c = 0; c < 3; c++) pixels[offset + c] = scene.surface[c]! + texture
        // The page's own shadow on the surface, fading a few percent of its width away from its edge.
        const outside = Math.max(-u, u - page.width, -v, v - page.height, 0)
        edgeShade = 1 - 0.35 * Math.exp(-outside / (0.015 * page.width))
      }
      const { gain, glow } = light.at(x, y)
      for (let c = 0; c < 3; c++) {
        pixels[offset + c] = pixels[offset + c]! * gain * edgeShade * light.tint[c]! + glow
      }
    }
  }
  const blur = dice.float(0.6, 1.3)
  const soft = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(blur)
    .raw()
    .toBuffer()
  const luma = dice.float(2, 6)
  const chroma = dice.float(1, 3)
  for (let offset = 0; offset < soft.length; offset += 3) {
    const shared = gaussian(dice) * luma
    for (let c = 0; c < 3; c++) {
      soft[offset + c] = Math.max(
        0,
        Math.min(255, soft[offset + c]! + shared + (dice.roll() - 0.5) * 2 * chroma),
      )
    }
  }
  const quality = dice.whole(55, 85)
  let bytes = await sharp(soft, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer()
  // Sent on through a messenger half the time: a second, different JPEG pass.
  const requality = dice.coin(0.4) ? dice.whole(70, 90) : null
  if (requality !== null) bytes = await sharp(bytes).jpeg({ quality: requality }).toBuffer()
  const passes = requality === null ? `JPEG q${quality}` : `JPEG q${quality} then q${requality}`
  return { bytes, notes: `${scene.notes}; ${light.notes}; blur ${blur.toFixed(1)}, ${passes}` }
}
