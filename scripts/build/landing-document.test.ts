import { describe, expect, it } from 'vitest'
import { ORIGIN_PLACEHOLDER } from '../../server/src/plugins/landing-pages.ts'
import { landingDocument } from './landing-document.ts'

// The shape of the index.html Vite writes (web/index.html after the build).
const shell = `<!doctype html>
<html lang="es">
  <head>
    <meta name="description" content="Vitrina: menús." />
    <title>Vitrina</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const landing = {
  markup: '<main><h1>Tu menú en línea</h1></main>',
  title: 'Vitrina · Menús "digitales" & más',
  description: 'Menús <digitales> para tu negocio',
}
const assets = {
  bootScript: '/assets/landing-456.js',
  appStylesheet: '/assets/index-def.css',
  inlineStylesheet: 'h1{color:red}/* </style> */',
}

describe('landingDocument', () => {
  it('puts the markup in #root, marked with its language and the app stylesheet for its islands', () => {
    const html = landingDocument(shell, 'en', landing, assets)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(
      '<div id="root" data-prerendered="en" data-app-stylesheet="/assets/index-def.css"><main><h1>Tu menú en línea</h1></main></div>',
    )
  })

  it('loads the boot script instead of the app, with none of the app’s preloads', () => {
    const html = landingDocument(shell, 'en', landing, assets)
    expect(html).toContain('<script type="module" crossorigin src="/assets/landing-456.js"></script>')
    expect(html).not.toContain('index-abc.js')
    expect(html).not.toContain('modulepreload')
  })

  it('writes its own stylesheet inline, unable to close its own element', () => {
    const html = landingDocument(shell, 'es', landing, assets)
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).toContain('<style>h1{color:red}/* <\\/style> */</style>')
  })

  it('gives the title, description and Open Graph tags of the language, escaped', () => {
    const html = landingDocument(shell, 'es', landing, assets)
    expect(html).toContain('<title>Vitrina · Menús &quot;digitales&quot; &amp; más</title>')
    expect(html).toContain('<meta name="description" content="Menús &lt;digitales&gt; para tu negocio" />')
    expect(html).toContain(
      '<meta property="og:title" content="Vitrina · Menús &quot;digitales&quot; &amp; más" />',
    )
    expect(html).toContain('<meta property="og:locale" content="es_ES" />')
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />')
  })

  it('names both languages’ addresses, for the server to fill in', () => {
    const html = landingDocument(shell, 'en', landing, assets)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN_PLACEHOLDER}/?lang=en" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${ORIGIN_PLACEHOLDER}/" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN_PLACEHOLDER}/?lang=en" />`)
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN_PLACEHOLDER}/?lang=en" />`)
  })

  it('refuses a shell it cannot place the landing in', () => {
    expect(() => landingDocument('<html lang="es"><title>x</title>', 'es', landing, assets)).toThrow(
      /web\/index.html has no/,
    )
  })
})
