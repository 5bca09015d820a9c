// The fonts, colours and CSS of a synthetic menu page. Fonts are local only: three from npm packages
// (@fontsource-variable: Inter, Playfair Display, Oswald) loaded by file URL, the rest Debian's DejaVu
// (in the base image) and Liberation (installed with Chromium), each stack falling back to DejaVu.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { FontId, LayoutStyle, ThemeId } from './layout-style.ts'
import { COLUMN_GAP, LINE_HEIGHT, PAGE_PADDING, pageSize, SIZES } from './page-geometry.ts'

const require = createRequire(import.meta.url)

type Face = { family: string; file: string; style: 'normal' | 'italic'; weights: string }

const FACES: readonly Face[] = [
  {
    family: 'Inter Synth',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    style: 'normal',
    weights: '100 900',
  },
  {
    family: 'Inter Synth',
    file: '@fontsource-variable/inter/files/inter-latin-wght-italic.woff2',
    style: 'italic',
    weights: '100 900',
  },
  {
    family: 'Playfair Synth',
    file: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    style: 'normal',
    weights: '400 900',
  },
  {
    family: 'Playfair Synth',
    file: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2',
    style: 'italic',
    weights: '400 900',
  },
  {
    family: 'Oswald Synth',
    file: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
    style: 'normal',
    weights: '200 700',
  },
]

export const FONT_STACKS: Record<FontId, string> = {
  inter: "'Inter Synth', 'DejaVu Sans', sans-serif",
  playfair: "'Playfair Synth', 'DejaVu Serif', serif",
  oswald: "'Oswald Synth', 'DejaVu Sans Condensed', sans-serif",
  'dejavu-sans': "'DejaVu Sans', sans-serif",
  'dejavu-serif': "'DejaVu Serif', serif",
  'liberation-sans': "'Liberation Sans', 'DejaVu Sans', sans-serif",
  'liberation-serif': "'Liberation Serif', 'DejaVu Serif', serif",
}

type Theme = { background: string; text: string; muted: string; accent: string }

const THEMES: Record<ThemeId, Theme> = {
  white: { background: '#ffffff', text: '#1a1a1a', muted: '#555555', accent: '#1a1a1a' },
  cream: { background: '#fbf5e6', text: '#2b2118', muted: '#6b5a48', accent: '#7a2e1d' },
  grey: { background: '#f1f1ef', text: '#222222', muted: '#555555', accent: '#2f4f4f' },
  sage: { background: '#eef3ea', text: '#1f2d1f', muted: '#4d5e4a', accent: '#2d5a3a' },
  dark: { background: '#1e2426', text: '#f3ecdc', muted: '#c9bfa9', accent: '#e7b85c' },
}

// A face whose package is missing is left out; its stack then falls back to DejaVu.
function fontFaces(): string {
  return FACES.flatMap((face) => {
    let path: string
    try {
      path = require.resolve(face.file)
    } catch {
      return []
    }
    if (!existsSync(path)) return []
    const url = pathToFileURL(path).href
    return [
      `@font-face{font-family:'${face.family}';src:url('${url}') format('woff2');font-style:${face.style};font-weight:${face.weights}}`,
    ]
  }).join('\n')
}

/** The page's whole style sheet; `--s` on the root scales every text size (fit-page.ts sets it). */
export function menuCss(style: LayoutStyle): string {
  const theme = THEMES[style.theme]
  const page = pageSize(style)
  const descriptionSize = style.descriptionStyle === 'regular' ? 1 : SIZES.description
  return `${fontFaces()}
@page{size:${page.width}px ${page.height}px;margin:0}
:root{--s:1;--f:calc(${style.fontSize}px * var(--s))}
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:${theme.background};-webkit-print-color-adjust:exact;print-color-adjust:exact}
.page{width:${page.width}px;height:${page.height}px;overflow:hidden;display:flex;flex-direction:column;
  padding:${PAGE_PADDING}px;color:${theme.text};font-family:${FONT_STACKS[style.bodyFont]};font-size:var(--f);
  line-height:${LINE_HEIGHT}}
header{text-align:${style.headerAlign};margin-bottom:calc(var(--f) * 1.2)}
.title{font-family:${FONT_STACKS[style.titleFont]};font-size:calc(var(--f) * ${SIZES.title});font-weight:700;
  line-height:${LINE_HEIGHT};color:${theme.accent}}
.tagline{font-size:calc(var(--f) * ${SIZES.tagline});font-style:italic;color:${theme.muted}}
main{flex:1;min-height:0;display:grid;grid-template-columns:repeat(${style.columns},minmax(0,1fr));
  column-gap:${COLUMN_GAP}px}
.column{min-height:0;overflow:hidden}
section{margin-bottom:calc(var(--f) * 1.1)}
h2{font-family:${FONT_STACKS[style.headingFont]};font-size:calc(var(--f) * ${SIZES.heading});font-weight:700;
  text-align:${style.headingAlign};letter-spacing:${style.headingTracking}em;color:${theme.accent};
  margin-bottom:calc(var(--f) * 0.3);${style.hasHeadingRule ? `border-bottom:1.5px solid ${theme.accent};padding-bottom:calc(var(--f) * 0.15);` : ''}}
.note{font-size:calc(var(--f) * ${SIZES.note});font-style:italic;color:${theme.muted};text-align:${style.headingAlign};
  margin-bottom:calc(var(--f) * 0.2)}
.item{margin-top:calc(var(--f) * 0.5);break-inside:avoid}
.row{display:flex;align-items:baseline;gap:0 calc(var(--f) * 0.5)}
.row.after{display:block}
.num{flex:none;font-weight:${style.nameWeight};color:${theme.muted};min-width:calc(var(--f) * 1.6)}
.name{font-weight:${style.nameWeight}}
.row:not(.after) .name{flex:0 1 auto}
.row.right .name{flex:1}
.name .inline{font-weight:400;text-transform:none}
.leader{flex:1;min-width:1.5em;align-self:baseline}
.leader.dotted-rule{border-bottom:0.14em dotted ${theme.muted};height:0.3em}
/* clip, not hidden: a scroll container's baseline is its bottom edge, which would lift the row's text. */
.leader.text-dots{overflow:clip;white-space:nowrap;color:${theme.muted}}
.price{flex:none;white-space:nowrap;font-weight:${style.isPriceBold ? 700 : 400}}
.row.after .price{margin-left:calc(var(--f) * 0.9)}
.row.before .price{min-width:calc(var(--f) * 5.2)}
.sizes{flex:none;white-space:nowrap}
.sizes>span{display:inline-block;text-align:right}
.size-label{font-weight:700;color:${theme.muted}}
.size-head{margin-top:calc(var(--f) * 0.3)}
.price-line{font-weight:${style.isPriceBold ? 700 : 400};white-space:nowrap}
.desc{font-size:calc(var(--f) * ${descriptionSize});color:${style.descriptionStyle === 'small-grey' ? theme.muted : theme.text};
  font-style:${style.descriptionStyle === 'italic-small' ? 'italic' : 'normal'};padding-right:2.5em}
.indent{padding-left:calc(var(--f) * 2.1)}
.before-indent{padding-left:calc(var(--f) * 5.7)}
footer{margin-top:calc(var(--f) * 1.2);text-align:center;font-size:calc(var(--f) * ${SIZES.footer});color:${theme.muted}}
`
}
