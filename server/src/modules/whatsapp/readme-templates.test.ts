import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WHATSAPP_TEMPLATE_NAMES, WHATSAPP_TEMPLATES } from '#domain/whatsapp/whatsapp-templates.ts'

// The operator creates the templates from the README's table: it must say exactly what the server sends.

describe('the README’s WhatsApp templates', () => {
  it('are the domain’s, name, variables and body, in both languages', async () => {
    const readme = await readFile(join(import.meta.dirname, '../../../../README.md'), 'utf8')
    for (const name of WHATSAPP_TEMPLATE_NAMES) {
      const { variables, body } = WHATSAPP_TEMPLATES[name]
      for (const language of ['es', 'en'] as const) {
        expect(readme).toContain(
          `| \`${name}\` | ${variables.join(', ')} | ${language} | ${body[language]} |`,
        )
      }
    }
  })
})
