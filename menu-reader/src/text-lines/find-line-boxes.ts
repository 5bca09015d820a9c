import { middleValue } from '../numbers/median.ts'

/**
 * A text line found on the detector's probability map: a rectangle turned by `angle` (radians, clockwise
 * on the image as y grows downwards) around its centre, in map pixels; `score` is its mean probability.
 */
export type LineBox = {
  centreX: number
  centreY: number
  width: number
  height: number
  angle: number
  score: number
}

// PaddleOCR's own post-processing values for its DB detector: a pixel is text above 0.3; a region is kept
// when its mean probability reaches 0.6; its shrunk kernel grows back by 1.5 × area / perimeter.
const PIXEL_THRESHOLD = 0.3
const BOX_THRESHOLD = 0.6
const UNCLIP_RATIO = 1.5
// A region this many times longer than tall is a line of text whose own slope can be trusted.
const ELONGATED = 4
const MAX_TILT = Math.PI / 6

type Region = {
  area: number
  score: number
  sumX: number
  sumY: number
  sumXX: number
  sumYY: number
  sumXY: number
  angle: number
  isElongated: boolean
}

/** Labels the 4-connected regions of text pixels with their sums (for the mean, spread and slope). */
function labelRegions(probability: Float32Array, width: number, height: number) {
  const labels = new Int32Array(width * height)
  const regions: Region[] = []
  const stack: number[] = []
  for (let start = 0; start < width * height; start++) {
    if (labels[start] !== 0 || (probability[start] ?? 0) <= PIXEL_THRESHOLD) continue
    const label = regions.length + 1
    const region: Region = {
      area: 0,
      score: 0,
      sumX: 0,
      sumY: 0,
      sumXX: 0,
      sumYY: 0,
      sumXY: 0,
      angle: 0,
      isElongated: false,
    }
    labels[start] = label
    stack.push(start)
    while (stack.length > 0) {
      const index = stack.pop() as number
      const x = index % width
      const y = (index - x) / width
      region.area++
      region.score += probability[index] ?? 0
      region.sumX += x
      region.sumY += y
      region.sumXX += x * x
      region.sumYY += y * y
      region.sumXY += x * y
      const neighbours = [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        index - width,
        index + width,
      ]
      for (const next of neighbours) {
        if (next < 0 || next >= width * height || labels[next] !== 0) continue
        if ((probability[next] ?? 0) <= PIXEL_THRESHOLD) continue
        labels[next] = label
        stack.push(next)
      }
    }
    regions.push(region)
  }
  return { labels, regions }
}

/** A region's slope from its second moments, and whether it is long enough for that slope to mean much. */
function measureSlope(region: Region) {
  const meanX = region.sumX / region.area
  const meanY = region.sumY / region.area
  const xx = region.sumXX / region.area - meanX * meanX
  const yy = region.sumYY / region.area - meanY * meanY
  const xy = region.sumXY / region.area - meanX * meanY
  region.angle = 0.5 * Math.atan2(2 * xy, xx - yy)
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy)
  const [major, minor] = [(xx + yy + spread) / 2, Math.max(1e-6, (xx + yy - spread) / 2)]
  region.isElongated = Math.sqrt(major / minor) >= ELONGATED && Math.abs(region.angle) < MAX_TILT
}

/** The pixel indices of each region, grouped by label (a counting sort of the label map). */
function groupPixels(labels: Int32Array, regionCount: number) {
  const starts = new Int32Array(regionCount + 2)
  for (const label of labels) if (label > 0) starts[label + 1] = (starts[label + 1] ?? 0) + 1
  for (let label = 1; label <= regionCount + 1; label++)
    starts[label] = (starts[label] ?? 0) + (starts[label - 1] ?? 0)
  const fill = starts.slice()
  const pixels = new Int32Array(starts[regionCount + 1] ?? 0)
  labels.forEach((label, index) => {
    if (label <= 0) return
    const at = fill[label] ?? 0
    pixels[at] = index
    fill[label] = at + 1
  })
  return { starts, pixels }
}

type Span = { from: number; to: number }

/** The smallest and largest of many values (spreading a region's pixels into Math.min overflows the stack). */
function extent(values: readonly number[]): Span {
  let [from, to] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]
  for (const value of values) {
    if (value < from) from = value
    if (value > to) to = value
  }
  return { from, to }
}

/**
 * Two lines set close together can touch on the map and come out as one region twice as tall: cut it where
 * the rows of its own pixels (across the line's slope) thin out, so each printed line is read on its own.
 */
function splitAcross(across: number[], lineHeight: number): Span[] {
  const { from, to } = extent(across)
  const [low, high] = [Math.floor(from), Math.ceil(to)]
  if (lineHeight <= 0 || high - low + 1 < lineHeight * 1.7) return [{ from: low, to: high }]
  const counts = new Array<number>(high - low + 1).fill(0)
  for (const value of across) {
    const row = Math.round(value) - low
    counts[row] = (counts[row] ?? 0) + 1
  }
  const widest = extent(counts).to
  const spans: Span[] = []
  let top = -1
  counts.forEach((count, row) => {
    const isInk = count > widest * 0.3
    if (isInk && top < 0) top = row
    if ((!isInk || row === counts.length - 1) && top >= 0) {
      const bottom = isInk ? row : row - 1
      if (bottom - top + 1 >= lineHeight * 0.35) spans.push({ from: low + top, to: low + bottom })
      top = -1
    }
  })
  return spans.length > 1 ? spans : [{ from: low, to: high }]
}

/**
 * The text lines on a DB detector's probability map (values 0–1, `width` × `height`), as turned rectangles
 * in map pixels, grown back to the size of the printed type. Each line keeps its own slope when it is long
 * enough to show one (a phone photo's lines bend with the page), and takes the page's otherwise.
 */
export function findLineBoxes(probability: Float32Array, width: number, height: number): LineBox[] {
  const { labels, regions } = labelRegions(probability, width, height)
  for (const region of regions) measureSlope(region)
  const lines = regions.filter((region) => region.isElongated)
  const pageAngle = middleValue(lines.map((region) => region.angle))
  const { starts, pixels } = groupPixels(labels, regions.length)
  const boxes: LineBox[] = []
  const spansOf = (label: number, angle: number) => {
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
    const along: number[] = []
    const across: number[] = []
    for (let at = starts[label] ?? 0; at < (starts[label + 1] ?? 0); at++) {
      const index = pixels[at] ?? 0
      const x = index % width
      const y = (index - x) / width
      along.push(x * cos + y * sin)
      across.push(-x * sin + y * cos)
    }
    return { along, across, cos, sin }
  }
  // A line measured along its own slope is measured once: for the typical line height, then for its box.
  const ownSlope = new Map<number, ReturnType<typeof spansOf>>()
  const heights: number[] = []
  regions.forEach((region, index) => {
    if (!region.isElongated) return
    const spans = spansOf(index + 1, region.angle)
    ownSlope.set(index, spans)
    const { from, to } = extent(spans.across)
    heights.push(to - from + 1)
  })
  const lineHeight = middleValue(heights)
  regions.forEach((region, index) => {
    if (region.area < 6 || region.score / region.area < BOX_THRESHOLD) return
    const keepsOwnSlope = region.isElongated && Math.abs(region.angle - pageAngle) < 0.2
    const angle = keepsOwnSlope ? region.angle : pageAngle
    const { along, across, cos, sin } = (keepsOwnSlope && ownSlope.get(index)) || spansOf(index + 1, angle)
    for (const span of splitAcross(across, lineHeight)) {
      let [first, last, score, count] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, 0]
      across.forEach((value, at) => {
        if (value < span.from - 0.5 || value > span.to + 0.5) return
        const position = along[at] ?? 0
        if (position < first) first = position
        if (position > last) last = position
        const pixel = pixels[(starts[index + 1] ?? 0) + at] ?? 0
        score += probability[pixel] ?? 0
        count++
      })
      if (count === 0) continue
      const [boxWidth, boxHeight] = [last - first + 1, span.to - span.from + 1]
      const grow = (boxWidth * boxHeight * UNCLIP_RATIO) / (2 * (boxWidth + boxHeight))
      const [middleAlong, middleAcross] = [(first + last) / 2, (span.from + span.to) / 2]
      boxes.push({
        centreX: middleAlong * cos - middleAcross * sin,
        centreY: middleAlong * sin + middleAcross * cos,
        width: boxWidth + 2 * grow,
        height: boxHeight + 2 * grow,
        angle,
        score: score / count,
      })
    }
  })
  return boxes
}
