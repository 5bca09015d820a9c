import { ORIGIN_PLACEHOLDER } from '../../server/src/plugins/landing-pages.ts'

/** What web/src/app/prerender/render-landing.tsx answers for one language (its own type, outside JSX's reach). */
export type RenderedLanding = { markup: string; title: string; description: string }

// The page's own address is written as ORIGIN_PLACEHOLDER; the server puts its PUBLIC_URL there.

const OPEN_GRAPH_LOCALES = { es: 'es_ES', en: 'en_US' } as const
export type Language = keyof typeof OPEN_GRAPH_LOCALES

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

const addressOf = (language: Language) =>
  `${ORIGIN_PLACEHOLDER}/${language === 'es' ? '' : `?lang=${language}`}`

function headTags(language: Language, landing: RenderedLanding): string {
  const other: Language = language === 'es' ? 'en' : 'es'
  const title = escapeAttribute(landing.title)
  const description = escapeAttribute(landing.description)
  return [
    `<link rel="canonical" href="${addressOf(language)}" />`,
    `<link rel="alternate" hreflang="es" href="${addressOf('es')}" />`,
    `<link rel="alternate" hreflang="en" href="${addressOf('en')}" />`,
    `<link rel="alternate" hreflang="x-default" href="${addressOf('es')}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Vitrina" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${addressOf(language)}" />`,
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[language]}" />`,
    `<meta property="og:locale:alternate" content="${OPEN_GRAPH_LOCALES[other]}" />`,
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ')
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`web/index.html has no ${pattern}: the landing cannot be written`)
  return html.replace(pattern, () => replacement)
}

/** What the build made of the static landing's parts (web/dist/.vite/manifest.json). */
export type LandingAssets = {
  /** The boot script's address: the landing's only script before a visitor does anything. */
  bootScript: string
  /** The app's whole stylesheet, which the islands load when they come. */
  appStylesheet: string
  /** The landing's own stylesheet (scripts/build/landing-stylesheet.ts), put inline. */
  inlineStylesheet: string
}

/** The app's script, its preloads and its stylesheet link, which the static landing does without. */
const APP_HEAD_TAGS =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="(?:modulepreload|stylesheet)" crossorigin href="[^"]+">/g

/**
 * The built index.html made the static landing (docs/decisions/067-a-static-landing-with-islands.md): the
 * landing's markup in #root (marked with its language), its own stylesheet inline and its boot script in place
 * of the app's, and the head of that language: lang, title, description, canonical, alternates, Open Graph.
 * The CSP allows inline styles.
 */
export function landingDocument(
  shell: string,
  language: Language,
  landing: RenderedLanding,
  assets: LandingAssets,
): string {
  // A `</style` inside the sheet (in a string or comment) would end the element early.
  const css = assets.inlineStylesheet.replaceAll('</style', '<\\/style')
  const boot = `<script type="module" crossorigin src="${escapeAttribute(assets.bootScript)}"></script>`
  let html = shell.replace(APP_HEAD_TAGS, '')
  html = replaceOnce(html, /<html lang="[a-z-]+">/, `<html lang="${language}">`)
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeAttribute(landing.title)}</title>`)
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeAttribute(landing.description)}" />`,
  )
  html = replaceOnce(
    html,
    /<\/head>/,
    `  ${headTags(language, landing)}\n    <style>${css}</style>\n    ${boot}\n  </head>`,
  )
  const appStylesheet = escapeAttribute(assets.appStylesheet)
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${language}" data-app-stylesheet="${appStylesheet}">${landing.markup}</div>`,
  )
}
