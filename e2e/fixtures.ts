import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /** Goes to a path, waits for the page to settle and fails on any serious or critical axe violation. */
  visit: (path: string) => Promise<void>
  /** Runs axe on the page as it is now (after opening a drawer or a dialog, say). */
  expectAccessible: () => Promise<void>
}

export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`,
  )
  expect(report, `axe found serious violations on ${page.url()}`).toEqual([])
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // A console error or an uncaught exception fails the journey (epic-stack habit, STYLE.md).
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(page)
    expect(errors, 'the browser console showed errors').toEqual([])
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expectAccessible(page)
    })
  },
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessible(page))
  },
})

export { expect }
