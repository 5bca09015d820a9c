import { afterEach, describe, expect, it, vi } from 'vitest'
import { isThemedPath, resolveTheme, themeStorageKey } from './theme.ts'

// The inline script of web/index.html, run here as the browser runs it before the first paint.
const { '../../../index.html': indexHtml = '' } = import.meta.glob<string>('../../../index.html', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const bootScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? ''

function runBootScript(path: string, stored: string | null, isSystemDark: boolean): string | undefined {
  window.history.replaceState(null, '', path)
  if (stored === null) localStorage.removeItem(themeStorageKey)
  else localStorage.setItem(themeStorageKey, stored)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && isSystemDark,
  }))
  delete document.documentElement.dataset.theme
  new Function(bootScript)()
  return document.documentElement.dataset.theme
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete document.documentElement.dataset.theme
  window.history.replaceState(null, '', '/')
})

describe("web/index.html's theme script", () => {
  const paths = ['/dashboard', '/dashboard/productos', '/login', '/', '/m/la-cocina', '/terms']
  const choices = ['light', 'dark', 'auto', null, 'purple']

  it('paints the first frame as the app will once it runs', () => {
    for (const path of paths) {
      for (const stored of choices) {
        for (const isSystemDark of [false, true]) {
          const choice = stored === 'dark' || stored === 'auto' ? stored : 'light'
          const expected =
            isThemedPath(path) && resolveTheme(choice, isSystemDark) === 'dark' ? 'dark' : undefined
          expect(runBootScript(path, stored, isSystemDark), `${path} ${stored} ${isSystemDark}`).toBe(
            expected,
          )
        }
      }
    }
  })

  it('paints nothing rather than failing when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(() => runBootScript('/dashboard', 'dark', true)).not.toThrow()
    expect(document.documentElement.dataset.theme).toBeUndefined()
  })
})
