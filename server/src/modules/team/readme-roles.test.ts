import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '#domain/team/roles.ts'

// Owners read what each role may do in the README's table: it must say exactly what the server enforces.

describe('the README’s table of roles', () => {
  it('is the domain’s, permission by permission and role by role', async () => {
    const readme = await readFile(join(import.meta.dirname, '../../../../README.md'), 'utf8')
    expect(readme).toContain(`| permission | ${ROLES.join(' | ')} |`)
    for (const permission of PERMISSIONS) {
      const marks = ROLES.map((role) => (ROLE_PERMISSIONS[role].includes(permission) ? '✓' : '—'))
      expect(readme).toContain(`| \`${permission}\` | ${marks.join(' | ')} |`)
    }
  })
})
