// The CSS of a generator-2 page: one sheet per printed page, type sized in rem from one variable (--u, the
// item size in CSS pixels) that the browser shrinks until every page column fits (render-sheets.ts).
import type { Family } from './families.ts'
import { fontFaceCss, TYPEFACE_STACKS } from './fonts.ts'
import { type Look, sheetSize } from './looks.ts'

// The page columns clip what overflows them (so the fit can see it); 8 px of padding, taken back by the margin,
// keep slanted handwriting and script glyphs that reach past their box from being cut at the edges.
const HEADING_DECOR: Record<Look['headingDecor'], string> = {
  none: '',
  rule: 'border-bottom:1px solid var(--muted);padding-bottom:.2rem;',
  band: 'background:var(--accent);color:var(--paper);padding:.12rem .5rem;',
  underline: 'text-decoration:underline;text-underline-offset:.18em;',
  tracked: 'letter-spacing:.12em;',
}

// A board's chalk glows (text-shadow) on screen only: Chromium prints a shadow as a second copy of the text
// into the PDF's text layer, which no real PDF menu has.
// A faint chalk dust over a board: SVG noise, drawn by Chromium (no file, no network).
export const CHALK_DUST =
  "url(\"data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='300' height='300'>" +
  "<filter id='n'><feTurbulence type='fractalNoise' baseFrequency='0.9' numOctaves='2' seed='4'/>" +
  "<feColorMatrix values='0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.09 0'/></filter>" +
  "<rect width='300' height='300' filter='url(%23n)'/></svg>\")"

function familyCss(family: Family, look: Look): string {
  switch (family) {
    case 'price-first':
      return look.variant === 0
        ? '.pf{display:grid;grid-template-columns:var(--pf) 1fr;column-gap:.5rem}'
        : '.pf .price{margin-right:1.1rem}'
    case 'inline-dash':
      return '.inline{margin:0 0 .65rem}.inline .desc{font-style:normal;font-size:1rem;color:var(--ink);font-weight:400}'
    case 'centred':
      return '.flow{text-align:center}.section>h2{text-align:center}.stack>div{margin:.05rem 0}'
    case 'price-below':
      return '.below .price{display:block;color:var(--accent);margin-top:.1rem}'
    case 'size-table':
    case 'column-header':
      return (
        '.grid{display:grid;column-gap:.9rem;row-gap:.3rem;align-items:baseline;margin:0 0 1.3rem;break-inside:avoid}' +
        '.grid>h2{margin:0}.grid .head{font-family:var(--price-face);font-weight:700;text-align:right;color:var(--muted)}' +
        '.grid .cell{text-align:right}.grid .span{grid-column:1/-1}'
      )
    case 'board':
      return (
        `.sheet{border:22px solid #6d4c30;background-image:${CHALK_DUST},radial-gradient(ellipse at 30% 20%,rgba(255,255,255,.07),transparent 60%)}` +
        '@media screen{.sheet{text-shadow:0 0 1px rgba(255,255,255,.45)}}.name{font-weight:700}.price{color:var(--accent)}' +
        '.desc{font-style:normal;font-size:.95rem}.masthead h1{color:var(--ink)}.section>h2{font-size:1.6rem}'
      )
    case 'script-condensed':
      return look.variant === 0
        ? '.name{font-size:1.3rem;font-weight:700}.section>h2{letter-spacing:.08em}'
        : '.section>h2{font-size:1.8rem;font-weight:700}.name{letter-spacing:.02em}'
    case 'bilingual':
      return '.desc{font-size:.9rem}'
    default:
      return ''
  }
}

/** The page's whole stylesheet: fonts, colours, sheets and the family's own rules. */
export function sheetCss(family: Family, look: Look): string {
  const { width, height } = sheetSize(look)
  const faces = look.faces
  const palette = look.palette
  const padding =
    family === 'board' ? '30px 38px' : `${look.isLandscape ? 40 : 50}px ${look.isLandscape ? 44 : 54}px`
  return `${fontFaceCss()}
@page{size:${width}px ${height}px;margin:0}
:root{--u:${look.size};--paper:${palette.paper};--ink:${palette.ink};--accent:${palette.accent};--muted:${palette.muted};--price-face:${TYPEFACE_STACKS[faces.price]}}
html{font-size:calc(var(--u) * 1px)}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font-family:${TYPEFACE_STACKS[faces.text]};line-height:1.28}
.sheet{position:relative;width:${width}px;height:${height}px;padding:${padding};display:flex;flex-direction:column;overflow:hidden;background-color:var(--paper);break-after:page}
.sheet:last-child{break-after:auto}
.masthead{flex:none;text-align:${look.isCentredMasthead ? 'center' : 'left'};margin:0 0 1.4rem}
.masthead h1{margin:0;font-family:${TYPEFACE_STACKS[faces.title]};font-size:2.6rem;line-height:1.1;color:var(--accent);font-weight:700}
.masthead p{margin:.3rem 0 0;font-style:italic;color:var(--muted)}
.flow{flex:1 1 auto;min-height:0;column-count:${look.columns};column-gap:${look.gutter}px;column-fill:balance;overflow:hidden;padding:0 8px;margin:0 -8px}
.section{margin:0 0 1.3rem}
.section>h2,.grid>h2{margin:0 0 .55rem;font-family:${TYPEFACE_STACKS[faces.heading]};font-size:1.4rem;line-height:1.15;color:var(--accent);font-weight:700;break-after:avoid;${HEADING_DECOR[look.headingDecor]}}
.dish{break-inside:avoid;margin:0 0 .6rem}
.name{font-family:${TYPEFACE_STACKS[faces.name]};font-weight:700}
.tag{font-size:.8em;color:var(--muted);font-weight:400}
.price{font-family:var(--price-face);font-weight:700;white-space:nowrap}
.desc{font-size:.87rem;color:var(--muted);font-style:italic}
.row{display:flex;align-items:baseline;gap:.9rem}
.row>.label{flex:1 1 auto;min-width:0}
.footer{flex:none;margin-top:.9rem;text-align:center;font-size:.78rem;color:var(--muted)}
.footer p{margin:.1rem 0}
.codes{font-size:.78em;color:var(--muted);font-weight:400}
.desc.allergens{font-size:.78rem;font-style:normal}
.en-heading{display:block;font-size:.72em;font-style:italic;font-weight:400;letter-spacing:0}
.bicol{display:grid;grid-template-columns:1fr 1fr auto;column-gap:1rem;align-items:baseline}
.bicol .en .name{font-style:italic;font-weight:400}
${familyCss(family, look)}`
}
