import type { RgbImage } from './rgb-image.ts'

// The text detector finds dark type on light paper far better than light type on a dark ground: on a board
// or a black menu it missed most short prices ("2-" at the right edge), and read the type it found worse.
// Such a page is read as its negative. The page's ground is what most of its middle is (a photo's edges may
// be the table); light type on it shows as a bright tail far above that ground, where dark type on paper
// shows as a dark tail far below.

// Every SAMPLE_STEP-th pixel of the page's middle is enough for its grey levels (a few hundred thousand).
const SAMPLE_STEP = 7
const MIDDLE = 0.6

/** The grey levels (0–255) of a sample of the page's middle, sorted. */
function middleGreys(image: RgbImage): Uint8Array {
  const { data, width, height } = image
  const [x0, y0] = [Math.floor((width * (1 - MIDDLE)) / 2), Math.floor((height * (1 - MIDDLE)) / 2)]
  const [x1, y1] = [width - x0, height - y0]
  const greys: number[] = []
  for (let y = y0; y < y1; y += SAMPLE_STEP) {
    for (let x = x0 + (y % SAMPLE_STEP); x < x1; x += SAMPLE_STEP) {
      const at = (y * width + x) * 3
      greys.push(((data[at] ?? 0) * 299 + (data[at + 1] ?? 0) * 587 + (data[at + 2] ?? 0) * 114) / 1000)
    }
  }
  return Uint8Array.from(greys).sort()
}

/**
 * Whether a page prints light type on a dark ground: its middle's ground (median grey) is dark, and the
 * brightest 1 % lies further above it than the darkest 1 % lies below it, by twice or more.
 */
export function isLightOnDark(image: RgbImage): boolean {
  const greys = middleGreys(image)
  if (greys.length === 0) return false
  const level = (share: number) => greys[Math.min(greys.length - 1, Math.floor(share * greys.length))] ?? 0
  const [darkest, ground, brightest] = [level(0.01), level(0.5), level(0.99)]
  return ground < 128 && brightest - ground >= 2 * (ground - darkest)
}

/** The page as dark type on light paper: its negative when it prints light type on a dark ground. */
export function toDarkOnLight(image: RgbImage): RgbImage {
  if (!isLightOnDark(image)) return image
  const data = image.data
  for (let at = 0; at < data.length; at++) data[at] = 255 - (data[at] as number)
  return image
}
