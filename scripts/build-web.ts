// `npm run build`: the web app's production build in web/dist, in three steps.
// 1. Vite's client build (the SPA).
// 2. The landing rendered at build time in each language (decision 018): Vite builds
//    web/src/app/prerender/render-landing.tsx as a server bundle (under node_modules/.cache, so that its imports
//    of React and the other packages resolve), runs it, and writes
//    landing.es.html and landing.en.html beside index.html, each with its title, description, Open Graph
//    tags and alternates. The server answers `/` with them (server/src/plugins/spa.ts).
// 3. Every text asset compressed ahead of time (.br and .gz beside it), served by @fastify/static as asked.
import { readFileSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { build } from 'vite'
import {
  type Language,
  landingDocument,
  messagesChunkOf,
  type RenderedLanding,
} from './build/landing-document.ts'

const root = join(import.meta.dirname, '..')
const configFile = join(root, 'web', 'vite.config.ts')
const distDir = join(root, 'web', 'dist')
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info'
const languages = ['es', 'en'] as const

type RenderLanding = (language: Language) => Promise<RenderedLanding>

async function prerenderLanding(): Promise<void> {
  const serverDir = join(root, 'node_modules', '.cache', 'vitrina-prerender')
  try {
    await build({
      configFile,
      logLevel: 'warn',
      build: { ssr: 'src/app/prerender/render-landing.tsx', outDir: serverDir, emptyOutDir: true },
    })
    const bundle = pathToFileURL(join(serverDir, 'render-landing.js')).href
    const { renderLanding } = (await import(bundle)) as { renderLanding: RenderLanding }
    const shell = await readFile(join(distDir, 'index.html'), 'utf8')
    const readStylesheet = (href: string) => readFileSync(join(distDir, href), 'utf8')
    const assetNames = await readdir(join(distDir, 'assets'))
    for (const language of languages) {
      const landing = await renderLanding(language)
      const messagesChunk = messagesChunkOf(language, assetNames)
      const page = landingDocument(shell, language, landing, readStylesheet, messagesChunk)
      await writeFile(join(distDir, `landing.${language}.html`), page)
    }
  } finally {
    await rm(serverDir, { recursive: true, force: true })
  }
}

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest'])
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

// The hashed assets only: the landing pages hold the address placeholder, and the server compresses them
// itself once it has put its address in (server/src/plugins/landing-pages.ts).
async function precompress(): Promise<void> {
  for await (const path of filesUnder(join(distDir, 'assets'))) {
    if (!COMPRESSIBLE.has(extname(path))) continue
    const bytes = await readFile(path)
    // Below a packet or so compression saves nothing worth a second file.
    if (bytes.length < 1024) continue
    const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }
    await writeFile(`${path}.br`, await brotli(bytes, quality))
    await writeFile(`${path}.gz`, await gzipAsync(bytes, { level: 9 }))
  }
}

await build({ configFile, logLevel })
await prerenderLanding()
await precompress()
