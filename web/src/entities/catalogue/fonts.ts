// The design's fonts come from our own server (no font CDN): Vite copies the fontsource files into
// the build as hashed assets. Only the design and preview chunks import this module, so the landing page
// never downloads them. Inter needs no import: the whole app already loads it (main.tsx).
import '@fontsource-variable/roboto'
import '@fontsource-variable/open-sans'
// Lato has no variable build; the preview uses its regular and bold weights (latin and latin-ext each).
import '@fontsource/lato/400.css'
import '@fontsource/lato/700.css'
import type { DESIGN_FONTS } from '#domain/catalogues/design.schema.ts'

export type DesignFont = (typeof DESIGN_FONTS)[number]

// The family names the fontsource stylesheets declare, then a system fallback while they load.
const FONT_FAMILIES: Record<DesignFont, string> = {
  Inter: "'Inter Variable', ui-sans-serif, system-ui, sans-serif",
  Roboto: "'Roboto Variable', ui-sans-serif, system-ui, sans-serif",
  'Open Sans': "'Open Sans Variable', ui-sans-serif, system-ui, sans-serif",
  Lato: "'Lato', ui-sans-serif, system-ui, sans-serif",
}

/** The CSS font-family value that shows one of the design's fonts. */
export function getFontFamily(font: DesignFont): string {
  return FONT_FAMILIES[font]
}
