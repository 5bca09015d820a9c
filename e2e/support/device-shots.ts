import type { Locator, Page } from '@playwright/test'

/** A phone and a desktop, as the journeys that take screenshots look at a screen. */
export const PHONE_AND_DESKTOP = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } }

/** Screenshots of `area` on a phone and on a desktop, as `<pathPrefix>-phone.png` and `-desktop.png`. */
export async function shootOnPhoneAndDesktop(page: Page, area: Locator, pathPrefix: string): Promise<void> {
  for (const [device, viewport] of Object.entries(PHONE_AND_DESKTOP)) {
    await page.setViewportSize(viewport)
    await area.scrollIntoViewIfNeeded()
    await area.screenshot({ path: `${pathPrefix}-${device}.png` })
  }
}
