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

// The few tests of what the build renders in Node (`@vitest-environment node`) have no DOM to prepare.
const hasDom = typeof window !== 'undefined'
globalThis.ResizeObserver ??= NoopResizeObserver
if (hasDom) window.scrollTo = () => {}

beforeEach(async () => {
  if (!hasDom) return
  // Every test starts as a first visit: Spanish, nothing remembered.
  localStorage.clear()
  await i18n.changeLanguage('es')
  localStorage.clear()
  // No test reaches a real server: the API answers as for a signed-in owner unless the test mocks it itself.
  mockSession()
})

afterEach(() => {
  if (hasDom) cleanup()
  vi.restoreAllMocks()
})
