import { existsSync } from 'node:fs'
import { extname, join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isAppPage } from '#domain/app-pages.ts'
import { sendApiNotFound } from './error-handler.ts'
import { landingLanguage, loadLandingPages, sendLandingPage } from './landing-pages.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const LANDING_FILE = /^\/landing\.[a-z]+(\.support)?\.html$/

/**
 * Serves the production build of web/: hashed files under /assets cached for a year, index.html never
 * cached, client routes answered with index.html (with a 404 status where the app shows its "not found"),
 * unknown /api paths with the JSON 404. `/` is the landing rendered at build time in the visitor's language.
 * Files are sent precompressed when the build has the .br or .gz beside them (scripts/build-web.ts).
 */
export const spa = fp(
  async (app: FastifyInstance, options: { distDir: string; publicUrl: string; supportEmail?: string }) => {
    const indexPath = join(options.distDir, 'index.html')
    const hasBuild = existsSync(indexPath)
    const landingPages = hasBuild
      ? loadLandingPages(options.distDir, options.publicUrl, options.supportEmail)
      : undefined
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        // The landing's files are sent by `/` with their addresses filled in (landing-pages.ts), never as
        // they were built, with their placeholders.
        allowedPath: (path) => !LANDING_FILE.test(path),
        preCompressed: true,
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache')
        },
      })
    } else {
      app.log.warn(`No web build at ${options.distDir}: run "npm run build" (npm start does it for you).`)
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      if (path === '/api' || path.startsWith('/api/')) return sendApiNotFound(request, reply)
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && extname(path) === ''
      if (wantsPage && path === '/' && landingPages) {
        return sendLandingPage(request, reply, landingPages[landingLanguage(request)])
      }
      if (wantsPage && hasBuild) {
        // The app draws its "not found" page for an address it has no page for: the status says so too.
        return reply
          .code(isAppPage(path) ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html')
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
    })
  },
)
