import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { escapeHtml } from '../shared/html.ts'
import { LANGUAGES, type Language, readLanguageCookie } from '../shared/i18n/language.ts'

/** Written by the build (scripts/build/landing-document.ts) where the page's own address goes. */
export const ORIGIN_PLACEHOLDER = '%VITRINA_ORIGIN%'
/**
 * Written by the build where the support address goes, in the landings drawn with one
 * (`landing.<language>.support.html`); a server without SUPPORT_EMAIL sends the ones drawn without.
 */
export const SUPPORT_EMAIL_PLACEHOLDER = '%VITRINA_SUPPORT_EMAIL%'

/** The landing file of `language`, drawn with a support address or without. */
export function landingFileName(language: Language, hasSupportEmail: boolean): string {
  return `landing.${language}${hasSupportEmail ? '.support' : ''}.html`
}

type LandingPage = { etag: string; plain: Buffer; gzip: Buffer; brotli: Buffer }

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/**
 * The language of the landing a request gets: the one its address asks for (`/?lang=en`, the English page's
 * address), else the one the browser chose before (the `lang` cookie the landing and the app keep), else Spanish.
 */
export function landingLanguage(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang
  if (isLanguage(asked)) return asked
  return readLanguageCookie(request.headers.cookie) ?? 'es'
}

/**
 * The landing rendered at build time in each language, read once at start with the server's public address
 * (and support address, where it has one) filled in, and compressed once. Undefined when the build has none
 * (an older build).
 */
export function loadLandingPages(
  distDir: string,
  publicUrl: string,
  supportEmail?: string,
): Record<Language, LandingPage> | undefined {
  const paths = LANGUAGES.map((language) => join(distDir, landingFileName(language, Boolean(supportEmail))))
  if (!paths.every((path) => existsSync(path))) return undefined
  const origin = publicUrl.replace(/\/+$/, '')
  const [es, en] = paths.map((path): LandingPage => {
    const html = readFileSync(path, 'utf8')
      .replaceAll(ORIGIN_PLACEHOLDER, origin)
      .replaceAll(SUPPORT_EMAIL_PLACEHOLDER, escapeHtml(supportEmail ?? ''))
    const plain = Buffer.from(html)
    return {
      etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
      plain,
      gzip: gzipSync(plain, { level: 9 }),
      brotli: brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    }
  }) as [LandingPage, LandingPage]
  return { es, en }
}

/** Sends one landing page: revalidated on every visit (it changes with each deploy), compressed if accepted. */
export function sendLandingPage(request: FastifyRequest, reply: FastifyReply, page: LandingPage) {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8')
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli)
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip)
  return reply.send(page.plain)
}
