import { buildSync } from 'esbuild'
import { PRICE_CASES } from '../domain/src/money/format-price.cases.ts'
import { formatPrice } from '../domain/src/money/format-price.ts'
import { expect, test } from './fixtures.ts'

// The dashboard formats prices in Chromium, the public menu and e-mails in Node: the one formatter must write
// the same text on both ICUs, so the same cases run here in the browser (decision 025).

/** The formatter as a browser script that sets `window.money`. */
function formatterScript(): string {
  const { outputFiles } = buildSync({
    entryPoints: ['domain/src/money/format-price.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'money',
    write: false,
  })
  return outputFiles[0]!.text
}

test('Chromium writes every price case as Node does, and as the cases say', async ({ page }) => {
  await page.setContent('<!doctype html><title>money</title>')
  await page.addScriptTag({ content: formatterScript() })
  const cases = PRICE_CASES.map(([amount, currency, language, country]) => ({
    amount,
    currency,
    language,
    country,
  }))
  const inChromium = await page.evaluate((all) => {
    const { formatPrice: format } = (window as unknown as { money: { formatPrice: typeof formatPrice } })
      .money
    return all.map((c) => format(c.amount, c.currency, c.language, c.country ?? undefined))
  }, cases)
  const inNode = cases.map((c) => formatPrice(c.amount, c.currency, c.language, c.country ?? undefined))
  expect(inChromium).toEqual(inNode)
  expect(inChromium).toEqual(PRICE_CASES.map((c) => c[4]))
})
