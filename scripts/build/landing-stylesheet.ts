import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'

const webSrc = join(import.meta.dirname, '..', '..', 'web', 'src')

/** The built app stylesheet's @font-face rules for Inter, with the addresses of its hashed font files. */
function interFontFaces(appStylesheet: string): string {
  return (appStylesheet.match(/@font-face\{[^}]*\}/g) ?? [])
    .filter((rule) => /font-family:\s*["']?Inter Variable/.test(rule))
    .join('')
}

/**
 * The static landing's stylesheet: Tailwind run on web/src/landing.css (the app's tokens and base rules) with
 * only the classes found in the landing's markup, plus the app's Inter faces; minified. The islands' later
 * views bring the app's whole stylesheet with them (web/src/app/landing-islands/mount-island.tsx).
 */
export async function landingStylesheet(markups: string[], appStylesheet: string): Promise<string> {
  const source = readFileSync(join(webSrc, 'landing.css'), 'utf8')
  const compiler = await compile(source, { base: webSrc, onDependency: () => {} })
  const candidates = new Scanner({}).scanFiles(markups.map((content) => ({ content, extension: 'html' })))
  const css = compiler.build(candidates)
  return interFontFaces(appStylesheet) + optimize(css, { minify: true }).code
}
