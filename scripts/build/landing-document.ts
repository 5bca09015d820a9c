import { ORIGIN_PLACEHOLDER } from '../../server/src/plugins/landing-pages.ts'

/** What web/src/app/prerender/render-landing.tsx answers for one language. */
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

function headTags(language: Language, landing: RenderedLanding, messagesChunk: string | undefined): string {
  const other: Language = language === 'es' ? 'en' : 'es'
  const title = escapeAttribute(landing.title)
  const description = escapeAttribute(landing.description)
  return [
    // The page's language's messages, which the app imports before hydrating: fetched beside the app's code
    // rather than after it has run.
    ...(messagesChunk
      ? [`<link rel="modulepreload" crossorigin href="${escapeAttribute(messagesChunk)}">`]
      : []),
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

/**
 * The stylesheet links replaced by the sheets themselves: the landing's first paint then waits for no second
 * request (a phone on a slow network saves a round trip). The CSP allows inline styles.
 */
function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
    // A `</style` inside the sheet (in a string or comment) would end the element early.
    const css = readStylesheet(href).replaceAll('</style', '<\\/style')
    return `<style>${css}</style>`
  })
}

/** The address of the built chunk of `language`'s messages (`/assets/messages.es-<hash>.js`), if there is one. */
export function messagesChunkOf(language: Language, assetNames: string[]): string | undefined {
  const name = assetNames.find((file) => file.startsWith(`messages.${language}-`) && file.endsWith('.js'))
  return name ? `/assets/${name}` : undefined
}

/**
 * The built index.html with the landing's markup in #root (marked with its language, so the browser knows it
 * may hydrate it), its stylesheets inline, and the head of that language: lang, title, description, canonical,
 * alternates, Open Graph.
 */
export function landingDocument(
  shell: string,
  language: Language,
  landing: RenderedLanding,
  readStylesheet: (href: string) => string,
  messagesChunk?: string,
): string {
  let html = inlineStylesheets(shell, readStylesheet)
  html = replaceOnce(html, /<html lang="[a-z-]+">/, `<html lang="${language}">`)
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeAttribute(landing.title)}</title>`)
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeAttribute(landing.description)}" />`,
  )
  html = replaceOnce(html, /<\/head>/, `  ${headTags(language, landing, messagesChunk)}\n  </head>`)
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${language}">${landing.markup}</div>`,
  )
}
