import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Security headers with a real Content-Security-Policy: scripts only from our origin (the SPA bundle has no
 * inline script), styles from our origin plus inline style attributes (Radix positions popovers with them).
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: { isHttps: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
