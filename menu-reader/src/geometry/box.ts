import type { Box } from '../analysed-menu.schema.ts'

export type { Box }

/** The top and bottom of a box or a row, in page units. */
type VerticalSpan = Pick<Box, 'y0' | 'y1'>

/** The smallest box holding every given box, in their page units; at least one box is needed. */
export function unionOfBoxes(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  }
}

/** A box's height, in page units. */
export function boxHeight(box: VerticalSpan): number {
  return box.y1 - box.y0
}

/** The height of a box's vertical middle, in page units. */
export function middleY(box: VerticalSpan): number {
  return (box.y0 + box.y1) / 2
}

/** How far two boxes overlap up and down, in page units; negative for the gap between them. */
export function verticalOverlap(a: VerticalSpan, b: VerticalSpan): number {
  return Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
}

/** Orders things on a page top to bottom, then left to right (a sort comparator, by their boxes' corners). */
export function compareReadingOrder(a: { box: Box }, b: { box: Box }): number {
  return a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0
}

/** Orders things on one row left to right (a sort comparator, by their boxes' left edges). */
export function compareLeftToRight(a: { box: Box }, b: { box: Box }): number {
  return a.box.x0 - b.box.x0
}
