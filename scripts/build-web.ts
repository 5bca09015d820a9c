// `npm run build`: the web app's production build in web/dist, in three steps.
// 1. Vite's client build: the app (index.html) and the static landing's boot script.
// 2. The landing rendered at build time (decisions 018 and 067): Vite builds
//    web/src/app/prerender/render-landing.tsx as a server bundle (under node_modules/.cache, so that its imports
//    of React and the other packages resolve) and runs it for each language, with a support address and
//    without; Tailwind draws a stylesheet of only the classes those pages use; and landing.<lang>.html and
//    landing.<lang>.support.html are written beside index.html, each with its title, description, Open Graph
//    tags, alternates, that stylesheet inline and the boot script in place of the app's. The server answers `/`
//    with them (server/src/plugins/spa.ts).
// 3. Every text asset compressed ahead of time (.br and .gz beside it), served by @fastify/static as asked.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { build } from 'vite'
import { landingFileName, SUPPORT_EMAIL_PLACEHOLDER } from '../server/src/plugins/landing-pages.ts'
import {
  type LandingAssets,
  type Language,
  landingDocument,
  type RenderedLanding,
} from './build/landing-document.ts'
import { landingStylesheet } from './build/landing-stylesheet.ts'

const root = join(import.meta.dirname, '..')
const configFile = join(root, 'web', 'vite.config.ts')
const distDir = join(root, 'web', 'dist')
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info'
const languages = ['es', 'en'] as const

type RenderLanding = (language: Language, supportEmail?: string) => Promise<RenderedLanding>
type ManifestEntry = { file: string; css?: string[] }

/** The boot script's and the app's stylesheet's built addresses, from Vite's manifest. */
async function builtAssets(): Promise<Omit<LandingAssets, 'inlineStylesheet'>> {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestEntry>
  const boot = manifest['src/app/landing-islands/boot.ts']
  const app = manifest['index.html']
  const stylesheet = app?.css?.[0]
  if (!boot || !stylesheet) throw new Error('the build has no landing boot script or app stylesheet')
  return { bootScript: `/${boot.file}`, appStylesheet: `/${stylesheet}` }
}

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
    const pages: { file: string; language: Language; landing: RenderedLanding }[] = []
    for (const language of languages) {
      for (const hasSupportEmail of [false, true]) {
        const landing = await renderLanding(language, hasSupportEmail ? SUPPORT_EMAIL_PLACEHOLDER : undefined)
        pages.push({ file: landingFileName(language, hasSupportEmail), language, landing })
      }
    }
    const assets = await builtAssets()
    const appStylesheet = await readFile(join(distDir, assets.appStylesheet), 'utf8')
    const inlineStylesheet = await landingStylesheet(
      pages.map(({ landing }) => landing.markup),
      appStylesheet,
    )
    const shell = await readFile(join(distDir, 'index.html'), 'utf8')
    for (const { file, language, landing } of pages) {
      const page = landingDocument(shell, language, landing, { ...assets, inlineStylesheet })
      await writeFile(join(distDir, file), page)
    }
  } finally {
    await rm(serverDir, { recursive: true, force: true })
    // The manifest has served its purpose; it is not for the server to publish.
    await rm(join(distDir, '.vite'), { recursive: true, force: true })
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
