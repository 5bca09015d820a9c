import { describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { formatEditedAgo } from './edited-ago.ts'

const now = Date.parse('2026-11-23T12:00:00Z')
const ago = (milliseconds: number) => new Date(now - milliseconds).toISOString()
const minute = 60_000

describe('formatEditedAgo', () => {
  it('says minutes, hours and days in Spanish, singular and plural', () => {
    const t = i18n.getFixedT('es')
    expect(formatEditedAgo(t, ago(20_000), now)).toBe('Editado hace un momento')
    expect(formatEditedAgo(t, ago(minute), now)).toBe('Editado hace 1 minuto')
    expect(formatEditedAgo(t, ago(5 * minute), now)).toBe('Editado hace 5 minutos')
    expect(formatEditedAgo(t, ago(60 * minute), now)).toBe('Editado hace 1 hora')
    expect(formatEditedAgo(t, ago(49 * 60 * minute), now)).toBe('Editado hace 2 días')
  })

  it('says them in English too, and treats a clock a little ahead as just now', () => {
    const t = i18n.getFixedT('en')
    expect(formatEditedAgo(t, ago(3 * minute), now)).toBe('Edited 3 minutes ago')
    expect(formatEditedAgo(t, ago(-30_000), now)).toBe('Edited just now')
  })
})
