import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { addMessages, i18n } from '../lib/i18n.ts'
import { en, es } from '../locales/messages.ts'
import { mockSession } from './api-mock.ts'

// jsdom lacks these browser APIs; Radix's popper measures with ResizeObserver and the shell scrolls the window.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
// A page's code loads lazily, as in the app; on a busy two-core machine the first load of a big route takes
// longer than Testing Library's default second, so findBy… and waitFor wait up to four.
configure({ asyncUtilTimeout: 4000 })

// Both languages at once, as nothing in a test may wait for a language's chunk.
addMessages({ es, en })

// A key with no message in either language would show raw on screen (a key built from an owner's text, a
// typo in a key the compiler cannot check): the test that rendered it fails.
const missingMessages: string[] = []
i18n.options.saveMissing = true
i18n.options.missingKeyHandler = (languages, _namespace, key) => {
  missingMessages.push(`${key} (${languages.join(', ')})`)
}

// The few tests of what the build renders in Node (`@vitest-environment node`) have no DOM to prepare.
const hasDom = typeof window !== 'undefined'
globalThis.ResizeObserver ??= NoopResizeObserver
if (hasDom) window.scrollTo = () => {}

/**
 * The modules that keep a page's state, as a page loaded anew has them. Imported here, in a DOM, and not at the
 * top: the files that run in Node (`@vitest-environment node`) set up globals before the app's modules load.
 */
async function startPageStateOver(): Promise<void> {
  const [signIn, timeZone, theme, membership] = await Promise.all([
    import('../app/sign-in-watch.ts'),
    import('../lib/display-time-zone.ts'),
    import('../lib/theme/theme-store.ts'),
    import('../entities/account/membership-ended.ts'),
  ])
  signIn.forgetSignInDuringPage()
  timeZone.reloadDisplayTimeZone()
  theme.reloadThemeChoice()
  membership.markMembershipEnded(false)
}

beforeEach(async () => {
  if (!hasDom) return
  // Every test starts as a first visit: Spanish, nothing remembered. The modules that keep a page's state
  // are shared by the files a worker runs (vitest.config.ts), so they start over as a page loaded anew.
  localStorage.clear()
  await i18n.changeLanguage('es')
  localStorage.clear()
  await startPageStateOver()
  // The document outlives a test's render (the theme's attribute on <html>, the tab's title): a blank page.
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name)
  document.documentElement.lang = 'es'
  document.title = ''
  // No test reaches a real server: the API answers as for a signed-in owner unless the test mocks it itself.
  mockSession()
})

afterEach(() => {
  if (hasDom) cleanup()
  vi.restoreAllMocks()
  const missing = missingMessages.splice(0)
  if (missing.length > 0)
    throw new Error(`Rendered keys with no message: ${[...new Set(missing)].join('; ')}`)
})
