import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { DESIGN_FONTS } from '#domain/catalogues/design.schema.ts'

export type DesignFont = (typeof DESIGN_FONTS)[number]

// The design's four fonts served by us (no font CDN), latin and latin-ext only: Spanish and English
// need nothing more, and the browser downloads a subset only when the page uses a character of its range.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'

type FontFile = { name: string; weight: string; range: string }

/** Where each font's files live and which weights they hold: variable 100–900, or Lato's 400 and 700. */
const FONT_FILES: Record<DesignFont, { packageName: string; files: FontFile[] }> = {
  Inter: { packageName: '@fontsource-variable/inter', files: variableFiles('inter') },
  Roboto: { packageName: '@fontsource-variable/roboto', files: variableFiles('roboto') },
  'Open Sans': { packageName: '@fontsource-variable/open-sans', files: variableFiles('open-sans') },
  Lato: {
    packageName: '@fontsource/lato',
    files: ['400', '700'].flatMap((weight) => [
      { name: `lato-latin-${weight}-normal.woff2`, weight, range: LATIN },
      { name: `lato-latin-ext-${weight}-normal.woff2`, weight, range: LATIN_EXT },
    ]),
  },
}

function variableFiles(stem: string): FontFile[] {
  return [
    { name: `${stem}-latin-wght-normal.woff2`, weight: '100 900', range: LATIN },
    { name: `${stem}-latin-ext-wght-normal.woff2`, weight: '100 900', range: LATIN_EXT },
  ]
}

/** The CSS font-family of a design font, with a system fallback while it loads (font-display: swap). */
export function fontFamily(font: DesignFont): string {
  return `"${font}",system-ui,sans-serif`
}

/** The @font-face rules of one design font, pointing at our /fonts/ route. */
export function fontFaceCss(font: DesignFont): string {
  return FONT_FILES[font].files
    .map(
      (file) =>
        `@font-face{font-family:"${font}";font-style:normal;font-display:swap;font-weight:${file.weight};` +
        `src:url(/fonts/${file.name}) format("woff2");unicode-range:${file.range}}`,
    )
    .join('')
}

/** The names of a design font's files, each one of those `readFontFile` serves (latin first). */
export function fontFileNames(font: DesignFont): string[] {
  return FONT_FILES[font].files.map((file) => file.name)
}

const require = createRequire(import.meta.url)
const filePaths = new Map(
  Object.values(FONT_FILES).flatMap(({ packageName, files }) =>
    files.map((file) => [file.name, require.resolve(`${packageName}/files/${file.name}`)] as const),
  ),
)
const loaded = new Map<string, Promise<Buffer>>()

/** The bytes of one of our font files by its name, or undefined when it is not one of them. */
export function readFontFile(name: string): Promise<Buffer> | undefined {
  const path = filePaths.get(name)
  if (!path) return undefined
  let bytes = loaded.get(name)
  if (!bytes) {
    bytes = readFile(path)
    loaded.set(name, bytes)
  }
  return bytes
}
