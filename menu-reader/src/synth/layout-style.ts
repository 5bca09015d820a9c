// How a menu is laid out and typeset: the layouts and typography the rendered fixtures must cover
// (docs/decisions/007-rendered-menu-fixtures.md), drawn per menu.
import type { Random } from './random.ts'

/** Where an item's price sits relative to its name. */
export type PriceMode =
  | 'leader' // Name ........ 12
  | 'right' // Name            12 (right-aligned, no leader)
  | 'after' // Name  12
  | 'below' // Name / 12 on the next line
  | 'before' // 12  Name

export type FontId =
  | 'inter'
  | 'playfair'
  | 'oswald'
  | 'dejavu-sans'
  | 'dejavu-serif'
  | 'liberation-sans'
  | 'liberation-serif'

export type ThemeId = 'white' | 'cream' | 'grey' | 'sage' | 'dark'

export type LayoutStyle = {
  columns: 1 | 2 | 3
  isLandscape: boolean
  priceMode: PriceMode
  /** Leader drawn as text dots (in a PDF's text layer) or as a dotted rule (a picture). */
  leader: 'text-dots' | 'dotted-rule'
  /** "1." or "01" before each name, numbered through the menu. */
  numbering: 'none' | 'dot' | 'padded'
  headerAlign: 'left' | 'center'
  headingAlign: 'left' | 'center'
  headingCase: 'caps' | 'as-written'
  hasHeadingRule: boolean
  /** Letter spacing of headings, in em. */
  headingTracking: number
  nameCase: 'caps' | 'as-written'
  nameWeight: 400 | 600 | 700
  descriptionStyle: 'italic-small' | 'small-grey' | 'regular'
  /** The description follows the name on the same line ("CROQUETAS caseras de…"), told apart by typography. */
  isDescriptionInline: boolean
  /** With price mode 'below': the price line straight under the name, or after the description. */
  priceBelow: 'under-name' | 'after-description'
  isPriceBold: boolean
  bodyFont: FontId
  headingFont: FontId
  titleFont: FontId
  theme: ThemeId
  /** Item text size at scale 1, in CSS pixels (the page is 794 × 1123 CSS px, A4 at 96 dpi). */
  fontSize: number
}

const BODY_FONTS: readonly FontId[] = [
  'inter',
  'dejavu-sans',
  'dejavu-serif',
  'liberation-sans',
  'liberation-serif',
]
const DISPLAY_FONTS: readonly FontId[] = ['playfair', 'oswald', 'inter', 'dejavu-serif', 'liberation-serif']

/** A layout for a menu of `sectionCount` sections (never more columns than sections). */
export function drawLayoutStyle(random: Random, sectionCount: number): LayoutStyle {
  const columns = Math.min(sectionCount, random.pick([1, 1, 2, 2, 3] as const)) as 1 | 2 | 3
  const priceMode = random.pick<PriceMode>(['leader', 'leader', 'right', 'right', 'after', 'below', 'before'])
  const nameCase = random.chance(0.3) ? 'caps' : 'as-written'
  const nameWeight = random.pick([400, 600, 700, 700] as const)
  const canSplitInline = nameCase === 'caps' || nameWeight === 700
  const bodyFont = random.pick(BODY_FONTS)
  return {
    columns,
    isLandscape: columns === 3 && random.chance(0.5),
    priceMode,
    leader: random.chance(0.6) ? 'text-dots' : 'dotted-rule',
    // A number before a price before a name reads as one number: such menus do not number their items.
    numbering:
      priceMode === 'before' ? 'none' : random.pick(['none', 'none', 'none', 'dot', 'padded'] as const),
    headerAlign: random.chance(0.7) ? 'center' : 'left',
    headingAlign: random.chance(0.5) ? 'center' : 'left',
    headingCase: random.chance(0.55) ? 'caps' : 'as-written',
    hasHeadingRule: random.chance(0.35),
    headingTracking: random.pick([0, 0, 0.05, 0.12]),
    nameCase,
    nameWeight,
    descriptionStyle: random.pick(['italic-small', 'italic-small', 'small-grey', 'regular'] as const),
    isDescriptionInline: canSplitInline && priceMode !== 'below' && random.chance(0.2),
    priceBelow: random.chance(0.5) ? 'under-name' : 'after-description',
    isPriceBold: random.chance(0.5),
    bodyFont,
    headingFont: random.chance(0.3) ? bodyFont : random.pick(DISPLAY_FONTS),
    titleFont: random.pick(DISPLAY_FONTS),
    theme: random.pick<ThemeId>(['white', 'white', 'white', 'cream', 'cream', 'grey', 'sage', 'dark']),
    fontSize: random.pick([13, 14, 15, 16]),
  }
}

/** A short description of a layout for a truth file's notes, e.g. "2 columns, leader (text-dots), 01". */
export function describeLayout(style: LayoutStyle): string {
  const parts = [
    `${style.columns} column${style.columns > 1 ? 's' : ''}${style.isLandscape ? ' landscape' : ''}`,
    `price ${style.priceMode}${style.priceMode === 'leader' ? ` (${style.leader})` : ''}${style.priceMode === 'below' ? ` (${style.priceBelow})` : ''}`,
    `numbers ${style.numbering}`,
    `headings ${style.headingCase} ${style.headingAlign}`,
    `names ${style.nameCase} ${style.nameWeight}`,
    `descriptions ${style.descriptionStyle}${style.isDescriptionInline ? ' inline' : ''}`,
    `fonts ${style.bodyFont}/${style.headingFont}`,
    `theme ${style.theme}`,
  ]
  return parts.join(', ')
}
