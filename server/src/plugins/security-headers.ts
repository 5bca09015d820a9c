import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The one inline script of web/index.html, by the SHA-256 of its text: it paints the owner's theme before the
 * first frame, which a script file could only do by blocking the page on a request (decision 043). Editing
 * that script means writing its new hash here; security-headers.test.ts fails until both agree.
 */
export const THEME_BOOT_SCRIPT_HASH = "'sha256-FXe79r4Q/1uvhP3lnamEjcYe+0wkphjaQtfanqUYFSI='"

/**
 * Security headers with a real Content-Security-Policy: scripts only from our origin and the theme's inline
 * script above, styles from our origin plus inline style attributes (Radix positions popovers with them).
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: { isHttps: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_BOOT_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind TLS: on plain http it would make the browser ask for https and break every asset.
        upgradeInsecureRequests: options.isHttps ? [] : null,
      },
    },
    strictTransportSecurity: options.isHttps,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })
})
