// menu:eval --provider against the fake model service: a one-page corpus read by this reader (a fake) and by
// the model, side by side, with the requests' outcomes and the check's flags counted against the truth.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { line, page } from '../layout/test-words.ts'
import { type FakeModelService, startFakeModelService } from '../model-reading/fake-model-service.ts'
import { UsageError } from './args.ts'
import { readModelService, runProviderComparison } from './eval-provider.ts'
import type { MenuReader } from './read-files.ts'
import { menuOf } from './test-menus.ts'

const dir = mkdtempSync(join(tmpdir(), 'menu-eval-provider-'))
let fake: FakeModelService

beforeAll(async () => {
  fake = await startFakeModelService()
  const truth = {
    restaurantName: '',
    lang: 'es',
    currency: 'EUR',
    sections: [
      {
        name: '',
        items: [
          { name: 'Flan de huevo', price: '5,00' },
          { name: 'Tarta de queso', price: '6,50' },
        ],
      },
    ],
  }
  writeFileSync(join(dir, 'p.truth.json'), JSON.stringify(truth))
  const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  writeFileSync(join(dir, 'p.png'), png)
  writeFileSync(
    join(dir, 'index.json'),
    JSON.stringify([{ file: 'p.png', truth: 'p.truth.json', kind: 'photo', lang: 'es' }]),
  )
})
afterAll(async () => {
  await fake.close()
  rmSync(dir, { recursive: true, force: true })
})

// This reader finds one of the two dishes; the page's words hold both.
const reader: MenuReader = async (_bytes, options) => {
  options?.onPages?.([
    page(
      line('Flan de huevo', 40, 100),
      line('5,00', 240, 100),
      line('Tarta de queso', 40, 140),
      line('6,50', 240, 140),
    ),
  ])
  return menuOf([{ name: 'Flan de huevo', price: '5,00' }])
}

const options = {
  dir,
  kind: undefined,
  family: undefined,
  limit: undefined,
  jsonPath: undefined,
  isVerbose: false,
}

describe('menu:eval --provider', () => {
  it('prints this reader and the model side by side, the requests, and the flags that were right', async () => {
    const dish = (name: string, price: string) => ({
      name,
      price,
      description: '',
      variants: [],
      allergens: [],
    })
    fake.answerMenu({
      restaurantName: '',
      currency: 'EUR',
      sections: [
        {
          name: '',
          items: [dish('Flan de huevo', '5,00'), dish('Tarta de queso', '6,50'), dish('Langosta', '40,00')],
        },
      ],
    })
    const lines: string[] = []
    const service = { url: fake.url, model: 'test-vision', key: undefined, timeoutMs: 5000, host: fake.host }

    await runProviderComparison(options, reader, service, {
      out: (text) => lines.push(text),
      progress: () => {},
    })

    const text = lines.join('\n')
    expect(text).toMatch(/this reader \(exact \/ found \/ price\).*test-vision, checked/)
    // This reader found half of the page (F1 0.667); the model both dishes and one more (F1 0.800).
    expect(text).toMatch(/overall\s+0\.667 \/ 0\.667 \/ 1\.000\s+0\.800 \/ 0\.800 \/ 1\.000/)
    expect(text).toContain('Requests: read 1')
    // The invented dish is the one flagged, for its name and its price, and it is wrong against the truth.
    expect(text).toMatch(/priceNotOnPage\s+1\s+1/)
    expect(text).toMatch(/nameNotOnPage\s+1\s+1/)
  })

  it('needs the service named in the environment, and refuses one that does not answer', async () => {
    expect(() => readModelService({})).toThrow(UsageError)
    expect(() =>
      readModelService({ MENU_AI_URL: fake.url, MENU_AI_MODEL: 'm', MENU_AI_TIMEOUT_SECONDS: 'x' }),
    ).toThrow(UsageError)
    const gone = {
      url: 'http://127.0.0.1:9/v1',
      model: 'm',
      key: undefined,
      timeoutMs: 1000,
      host: '127.0.0.1:9',
    }
    await expect(
      runProviderComparison(options, reader, gone, { out: () => {}, progress: () => {} }),
    ).rejects.toThrow(/no model service answers/)
  })
})
