// Typefaces of generator 2, all local files from npm packages loaded by file URL (the machine has no
// network): a script (Dancing Script), a handwriting (Caveat, for boards), a condensed sans (Roboto Condensed),
// a serif (Lora) and three text faces (Lato, Open Sans, Roboto). Generator 1 uses none of them.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)

export type TypefaceId = 'script' | 'chalk' | 'condensed' | 'serif' | 'lato' | 'open-sans' | 'roboto'

type Face = { family: string; file: string; weight: string; style: 'normal' | 'italic' }

// Static faces list one file per weight; the variable ones one file for the whole range.
const FACES: readonly Face[] = [
  ...['400', '700'].map((weight) => ({
    family: 'V2 Script',
    file: `@fontsource/dancing-script/files/dancing-script-latin-${weight}-normal.woff2`,
    weight,
    style: 'normal' as const,
  })),
  ...['400', '700'].map((weight) => ({
    family: 'V2 Chalk',
    file: `@fontsource/caveat/files/caveat-latin-${weight}-normal.woff2`,
    weight,
    style: 'normal' as const,
  })),
  ...['400', '700'].flatMap((weight) =>
    (['normal', 'italic'] as const).map((style) => ({
      family: 'V2 Condensed',
      file: `@fontsource/roboto-condensed/files/roboto-condensed-latin-${weight}-${style}.woff2`,
      weight,
      style,
    })),
  ),
  ...['400', '700'].flatMap((weight) =>
    (['normal', 'italic'] as const).map((style) => ({
      family: 'V2 Serif',
      file: `@fontsource/lora/files/lora-latin-${weight}-${style}.woff2`,
      weight,
      style,
    })),
  ),
  ...['400', '700'].flatMap((weight) =>
    (['normal', 'italic'] as const).map((style) => ({
      family: 'V2 Lato',
      file: `@fontsource/lato/files/lato-latin-${weight}-${style}.woff2`,
      weight,
      style,
    })),
  ),
  ...(['normal', 'italic'] as const).map((style) => ({
    family: 'V2 Open Sans',
    file: `@fontsource-variable/open-sans/files/open-sans-latin-wght-${style}.woff2`,
    weight: '300 800',
    style,
  })),
  ...(['normal', 'italic'] as const).map((style) => ({
    family: 'V2 Roboto',
    file: `@fontsource-variable/roboto/files/roboto-latin-wght-${style}.woff2`,
    weight: '100 900',
    style,
  })),
]

/** The CSS font-family stack of each typeface; DejaVu behind each in case a file is missing. */
export const TYPEFACE_STACKS: Record<TypefaceId, string> = {
  script: "'V2 Script', 'DejaVu Serif', cursive",
  chalk: "'V2 Chalk', 'DejaVu Sans', cursive",
  condensed: "'V2 Condensed', 'DejaVu Sans Condensed', sans-serif",
  serif: "'V2 Serif', 'DejaVu Serif', serif",
  lato: "'V2 Lato', 'DejaVu Sans', sans-serif",
  'open-sans': "'V2 Open Sans', 'DejaVu Sans', sans-serif",
  roboto: "'V2 Roboto', 'DejaVu Sans', sans-serif",
}

/** @font-face rules for every face, each pointing at its file in node_modules. */
export function fontFaceCss(): string {
  return FACES.map((face) => {
    const url = pathToFileURL(require.resolve(face.file)).href
    return (
      `@font-face{font-family:'${face.family}';src:url('${url}') format('woff2');` +
      `font-weight:${face.weight};font-style:${face.style};font-display:block}`
    )
  }).join('\n')
}
