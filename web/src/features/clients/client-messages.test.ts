import { describe, expect, it } from 'vitest'
import { IMPORT_REFUSALS } from '#domain/clients/client-import.schema.ts'
import { i18n } from '../../lib/i18n.ts'

// The sources whose refusals reach the clients screens as i18n keys: the domain's schemas (the modal's own
// checks and the server's 400s) and the server's clients module (a 409 for an e-mail another client has).
const sources = {
  ...import.meta.glob('../../../../domain/src/clients/*.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob('../../../../server/src/modules/clients/*.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
} as Record<string, string>

describe('the clients messages', () => {
  it('say every error key the domain or the server can send, in Spanish and English', () => {
    const keys = new Set(
      Object.entries(sources)
        .filter(([path]) => !path.endsWith('.test.ts'))
        .flatMap(([, text]) => text.match(/clients\.errors\.[A-Za-z]+/g) ?? []),
    )
    expect(keys.size).toBeGreaterThanOrEqual(8)
    for (const key of keys) {
      for (const lng of ['es', 'en']) expect(i18n.exists(key, { lng }), `${key} in ${lng}`).toBe(true)
    }
  })

  it('say why each refused row of an import was left out, in Spanish and English', () => {
    for (const reason of IMPORT_REFUSALS) {
      const key = `clients.import.refusals.${reason}`
      for (const lng of ['es', 'en']) expect(i18n.exists(key, { lng }), `${key} in ${lng}`).toBe(true)
    }
  })
})
