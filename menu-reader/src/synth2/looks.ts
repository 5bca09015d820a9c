// How one menu of a family is set: its sub-style, columns, typefaces, colours and case, drawn from the seed.
import type { Dice } from './dice.ts'
import type { Family } from './families.ts'
import type { TypefaceId } from './fonts.ts'

export type Palette = {
  id: string
  paper: string
  ink: string
  accent: string
  muted: string
}

/** The paper colours of printed cards (the day menus draw from the first five: no light-on-dark paper). */
export const PAPERS: readonly Palette[] = [
  { id: 'ivory', paper: '#fbf7ee', ink: '#2a2522', accent: '#8c2f1b', muted: '#6c625a' },
  { id: 'white', paper: '#ffffff', ink: '#1b1b1b', accent: '#1d4e89', muted: '#5f5f5f' },
  { id: 'kraft', paper: '#eadcc2', ink: '#3b2b1c', accent: '#7a3b12', muted: '#5d4a36' },
  { id: 'mint', paper: '#eef5f0', ink: '#1f3b2f', accent: '#2f7a55', muted: '#4f6a5e' },
  { id: 'ink-blue', paper: '#fdfdfd', ink: '#14213d', accent: '#b5651d', muted: '#555b66' },
  { id: 'night', paper: '#191919', ink: '#f3efe6', accent: '#d9a441', muted: '#bdb6a8' },
]

/** The colours of chalk boards. */
export const BOARDS: readonly Palette[] = [
  { id: 'slate', paper: '#2b302d', ink: '#f2efe6', accent: '#f3dc83', muted: '#cfd8d2' },
  { id: 'green-board', paper: '#27392f', ink: '#f4f1e6', accent: '#f6c1c8', muted: '#d5e2d8' },
  { id: 'black-board', paper: '#1f1f21', ink: '#f1f1ee', accent: '#9fd3f0', muted: '#d8d8d2' },
]

export type HeadingDecor = 'none' | 'rule' | 'band' | 'underline' | 'tracked'

export type Look = {
  /** The family's sub-style, 0-based (inline-dash 0: "NOMBRE – 9,50 – con…", 1: "Name • 9.50 • …"). */
  variant: number
  columns: 1 | 2 | 3
  /** Space between page columns, in CSS pixels. */
  gutter: number
  isLandscape: boolean
  faces: { title: TypefaceId; heading: TypefaceId; name: TypefaceId; text: TypefaceId; price: TypefaceId }
  palette: Palette
  isNameUpper: boolean
  isHeadingUpper: boolean
  /** Descriptions start in lower case ("con tomate…") rather than with a capital. */
  isDescriptionLower: boolean
  headingDecor: HeadingDecor
  /** Item text size at scale 1, in CSS pixels. */
  size: number
  /** Device pixels per CSS pixel of the digital image. */
  deviceScale: 1.5 | 2
  isCentredMasthead: boolean
}

/** Sub-styles per family (Look.variant ranges over 0 … count − 1). */
export const VARIANT_COUNTS: Record<Family, number> = {
  'price-first': 2,
  'inline-dash': 3,
  'two-columns-narrow': 2,
  'three-columns': 2,
  centred: 3,
  'price-below': 2,
  'size-table': 2,
  'column-header': 3,
  board: 2,
  'script-condensed': 2,
  'two-page-card': 2,
  bilingual: 2,
}

const TEXT_FACES: readonly TypefaceId[] = ['lato', 'open-sans', 'roboto', 'serif']

/** The look of one menu of `family` with `sectionCount` sections. */
export function drawLook(dice: Dice, family: Family, sectionCount: number): Look {
  const text = dice.oneOf(TEXT_FACES)
  const display = dice.oneOf<TypefaceId>(['serif', 'condensed', text, 'script'])
  const paperId = dice.weighted({ ivory: 3, white: 4, kraft: 1, mint: 1, 'ink-blue': 2, night: 1 })
  const look: Look = {
    variant: dice.whole(0, VARIANT_COUNTS[family] - 1),
    columns: sectionCount >= 4 && dice.coin(0.5) ? 2 : 1,
    gutter: dice.whole(28, 44),
    isLandscape: false,
    faces: { title: display, heading: dice.coin(0.5) ? text : display, name: text, text, price: text },
    palette: PAPERS.find((palette) => palette.id === paperId)!,
    isNameUpper: dice.coin(0.3),
    isHeadingUpper: dice.coin(0.6),
    isDescriptionLower: dice.coin(0.35),
    headingDecor: dice.oneOf<HeadingDecor>(['none', 'rule', 'band', 'underline', 'tracked']),
    size: dice.oneOf([13, 14, 15, 16]),
    deviceScale: dice.coin(0.5) ? 1.5 : 2,
    isCentredMasthead: dice.coin(0.7),
  }
  return adjustForFamily(dice, family, look)
}

// Each family's own constraints on top of the common draw.
function adjustForFamily(dice: Dice, family: Family, look: Look): Look {
  switch (family) {
    case 'inline-dash':
      return { ...look, isNameUpper: look.variant !== 1, isDescriptionLower: true }
    case 'two-columns-narrow':
      return { ...look, columns: 2, gutter: dice.whole(8, 18) }
    case 'three-columns':
      return { ...look, columns: 3, gutter: dice.whole(18, 34), isLandscape: dice.coin(0.5), size: 13 }
    case 'centred':
      return { ...look, columns: 1, isCentredMasthead: true, headingDecor: dice.oneOf(['none', 'tracked']) }
    case 'board':
      return {
        ...look,
        palette: dice.oneOf(BOARDS),
        faces: { title: 'chalk', heading: 'chalk', name: 'chalk', text: 'chalk', price: 'chalk' },
        headingDecor: dice.oneOf(['none', 'underline']),
        size: dice.oneOf([17, 18, 20]),
      }
    case 'script-condensed': {
      const isScriptName = look.variant === 0
      const faces = {
        title: 'script' as const,
        heading: isScriptName ? ('condensed' as const) : ('script' as const),
        name: isScriptName ? ('script' as const) : ('condensed' as const),
        text: dice.oneOf<TypefaceId>(['serif', 'condensed']),
        price: 'condensed' as const,
      }
      return { ...look, faces, isNameUpper: !isScriptName && dice.coin(0.6), isHeadingUpper: isScriptName }
    }
    case 'two-page-card':
    case 'bilingual':
      return { ...look, palette: look.palette.id === 'night' ? PAPERS[0]! : look.palette }
    default:
      return look
  }
}

/** The page's size in CSS pixels (A4 at 96 dpi, turned for a landscape look). */
export function sheetSize(look: Look): { width: number; height: number } {
  return look.isLandscape ? { width: 1123, height: 794 } : { width: 794, height: 1123 }
}
