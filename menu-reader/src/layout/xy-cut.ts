import type { Segment } from './segments.ts'

type Axis = 'x' | 'y'

// Gaps along one axis where no segment lies, as [start, end] pairs, widest first.
function gaps(segments: Segment[], axis: Axis): [number, number][] {
  const spans = segments
    .map((s) => (axis === 'x' ? [s.box.x0, s.box.x1] : [s.box.y0, s.box.y1]) as [number, number])
    .sort((a, b) => a[0] - b[0])
  const found: [number, number][] = []
  let reach = spans[0]?.[1] ?? 0
  for (const [start, end] of spans.slice(1)) {
    if (start > reach) found.push([reach, start])
    reach = Math.max(reach, end)
  }
  return found.sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
}

function split(segments: Segment[], axis: Axis, at: number): [Segment[], Segment[]] {
  const before = segments.filter((s) => (axis === 'x' ? s.box.x1 : s.box.y1) <= at)
  const after = segments.filter((s) => (axis === 'x' ? s.box.x1 : s.box.y1) > at)
  return [before, after]
}

/**
 * Recursive XY-cut: splits a page's segments at white gutters into blocks in reading order — columns left to
 * right (tried first, so a two-column menu is read column by column), bands top to bottom.
 */
export function cutIntoBlocks(segments: Segment[], typeSize: number, depth = 0): Segment[][] {
  if (segments.length <= 1 || depth > 80) return [segments]
  const [column] = gaps(segments, 'x')
  if (column && column[1] - column[0] >= 1.2 * typeSize) {
    const [left, right] = split(segments, 'x', (column[0] + column[1]) / 2)
    if (left.length > 0 && right.length > 0) {
      return [...cutIntoBlocks(left, typeSize, depth + 1), ...cutIntoBlocks(right, typeSize, depth + 1)]
    }
  }
  const [band] = gaps(segments, 'y')
  if (band && band[1] - band[0] >= 0.4 * typeSize) {
    const [top, bottom] = split(segments, 'y', (band[0] + band[1]) / 2)
    if (top.length > 0 && bottom.length > 0) {
      return [...cutIntoBlocks(top, typeSize, depth + 1), ...cutIntoBlocks(bottom, typeSize, depth + 1)]
    }
  }
  return [segments.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0)]
}
