import { describe, expect, it } from 'vitest'
import { isThemedPath, resolveTheme } from './theme.ts'

describe('resolveTheme', () => {
  it('paints light and dark as chosen, whatever the system says', () => {
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('follows the system with auto', () => {
    expect(resolveTheme('auto', true)).toBe('dark')
    expect(resolveTheme('auto', false)).toBe('light')
  })
})

describe('isThemedPath', () => {
  it.each(['/dashboard', '/dashboard/configuracion', '/login', '/register', '/recover'])(
    'themes the app screen %s',
    (path) => expect(isThemedPath(path)).toBe(true),
  )

  it.each(['/', '/m/la-cocina', '/terms', '/privacy', '/dashboards', '/loginx', '/nowhere'])(
    'keeps %s light (the landing, the public menu, the public pages)',
    (path) => expect(isThemedPath(path)).toBe(false),
  )
})
