import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'
import { THEME_BOOT_SCRIPT_HASH } from './security-headers.ts'

const indexHtml = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8')

/** The text of every classic inline script of the page, as the browser hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

describe('the Content-Security-Policy', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('allows exactly the inline script of web/index.html, by its hash', () => {
    const scripts = inlineScripts(indexHtml)
    expect(scripts).toHaveLength(1)
    expect(scripts.map(hashOf)).toEqual([THEME_BOOT_SCRIPT_HASH])
  })

  it('sends that hash and no unsafe-inline for scripts', async () => {
    const response = await app.inject('/api/me')
    const policy = String(response.headers['content-security-policy'])
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]
    expect(scriptSources).toBe(`'self' ${THEME_BOOT_SCRIPT_HASH}`)
  })
})
