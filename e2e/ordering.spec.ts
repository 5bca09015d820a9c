import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, speakLanguage, test } from './fixtures.ts'
import { newOwnerCatalogue } from './support/allergens-menu.ts'

// Ordering (decision 074), end to end, in Spanish and English: the owner switches pickup orders on in Pedidos;
// a diner with JavaScript off orders through the menu's plain form on a 360-px phone and lands on the order's
// page; the order reaches the owner's open board without a reload, is accepted with a ready time, moved to
// ready from the kitchen view on a landscape tablet, and the diner's page (script on) follows it live.

const TEXTS = {
  es: {
    takeOrders: 'Recibir pedidos',
    pickupSwitch: 'Pedidos para recoger',
    orderLink: 'Pedir para recoger',
    quantity: 'Cantidad de Bandeja paisa',
    name: 'Tu nombre',
    phone: 'Móvil',
    time: 'Hora de recogida',
    send: 'Enviar pedido',
    orderHeading: 'Pedido #1',
    received: 'El local ha recibido tu pedido y lo revisará enseguida.',
    preparing: 'Tu pedido se está preparando.',
    ready: 'Tu pedido está listo.',
    readyAround: /Estará listo hacia las \d{1,2}:\d{2}/,
    boardCard: /^#1 · Para recoger/,
    accept: 'Aceptar el pedido #1',
    acceptDialog: 'Aceptar el pedido #1',
    confirmAccept: 'Aceptar pedido',
    inPreparation: 'En preparación',
    kitchenTab: 'Cocina',
    readyColumn: 'Listos',
    markReady: 'Marcar listo el pedido #1',
  },
  en: {
    takeOrders: 'Take orders',
    pickupSwitch: 'Orders for pickup',
    orderLink: 'Order for pickup',
    quantity: 'Quantity of Bandeja paisa',
    name: 'Your name',
    phone: 'Mobile',
    time: 'Pickup time',
    send: 'Send order',
    orderHeading: 'Order #1',
    received: 'The restaurant has received your order and will look at it shortly.',
    preparing: 'Your order is being prepared.',
    ready: 'Your order is ready.',
    readyAround: /It will be ready around \d{1,2}:\d{2}/,
    boardCard: /^#1 · Pickup/,
    accept: 'Accept order #1',
    acceptDialog: 'Accept order #1',
    confirmAccept: 'Accept order',
    inPreparation: 'Preparing',
    kitchenTab: 'Kitchen',
    readyColumn: 'Ready',
    markReady: 'Mark ready: order #1',
  },
} as const

/** A diner's phone: another browser, 360 px wide, in `language`, with or without script. */
async function dinerPhone(browser: Browser, page: Page, language: 'es' | 'en', javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 360, height: 740 },
    locale: language === 'es' ? 'es-CO' : 'en-US',
    javaScriptEnabled,
    reducedMotion: 'reduce',
  })
  return context.newPage()
}

for (const language of ['es', 'en'] as const) {
  test(`a pickup order placed without script is followed live from the board, the kitchen and the diner's page (${language})`, async ({
    page,
    browser,
  }) => {
    // Three browsers on two shared cores, with axe on six screens.
    test.slow()
    const texts = TEXTS[language]
    await page.setViewportSize({ width: 1280, height: 800 })
    const owner = await newOwnerCatalogue(page, 'pedidos')
    const fuertes = owner.categories.find((category) => category.name === 'Fuertes')!
    const dish = await page.request.post(`/api/catalogues/${owner.catalogueId}/products`, {
      data: { categoryId: fuertes.id, name: 'Bandeja paisa', price: '32000' },
    })
    expect(dish.ok(), await dish.text()).toBe(true)
    await speakLanguage(page, language)

    // The owner switches pickup orders on, and keeps the board open.
    await page.goto('/dashboard/pedidos')
    const pickupSwitch = page.getByRole('switch', { name: texts.pickupSwitch })
    await expect(pickupSwitch).toHaveAttribute('aria-checked', 'false')
    await pickupSwitch.click()
    await expect(pickupSwitch).toHaveAttribute('aria-checked', 'true')
    await expectAccessible(page)

    // A diner without script orders two bandejas through the plain form.
    const diner = await dinerPhone(browser, page, language, false)
    const follower = await dinerPhone(browser, page, language, true)
    try {
      await diner.goto(`/m/${owner.slug}?lang=${language}`)
      await diner.getByRole('link', { name: texts.orderLink }).click()
      await diner.getByRole('spinbutton', { name: texts.quantity }).fill('2')
      await diner.getByRole('textbox', { name: texts.name }).fill('Lucía Gómez')
      await diner.getByRole('textbox', { name: texts.phone }).fill('300 123 4567')
      // The last minute of the day is always ahead of the shared server's clock.
      await diner.getByLabel(texts.time).fill('23:59')
      await diner.getByRole('button', { name: texts.send }).click()
      await expect(diner.getByRole('heading', { level: 1, name: texts.orderHeading })).toBeVisible()
      await expect(diner.getByText(texts.received)).toBeVisible()
      await diner.screenshot({ path: test.info().outputPath(`diner-status-${language}.png`), fullPage: true })
      const orderAddress = new URL(diner.url()).pathname

      // The board shows it without a reload, and the owner accepts it for 20 minutes.
      const card = page.getByRole('article', { name: texts.boardCard })
      await expect(card).toBeVisible({ timeout: 5_000 })
      await card.getByRole('button', { name: texts.accept }).click()
      const dialog = page.getByRole('dialog', { name: texts.acceptDialog })
      await dialog.getByRole('button', { name: '20 min' }).click()
      await expect(dialog.getByRole('spinbutton')).toHaveValue('20')
      await expectAccessible(page)
      await dialog.getByRole('button', { name: texts.confirmAccept }).click()
      await expect(card.getByText(texts.inPreparation, { exact: true })).toBeVisible()

      // The diner's page, with script, says it is being prepared and when it will be ready.
      await follower.goto(`${orderAddress}?lang=${language}`)
      await expect(follower.getByText(texts.preparing)).toBeVisible()
      await expect(follower.getByText(texts.readyAround)).toBeVisible()
      await expectAccessible(follower)

      // The kitchen, on a landscape tablet, marks it ready; the diner's open page follows.
      await page.setViewportSize({ width: 1024, height: 768 })
      await page.getByRole('link', { name: texts.kitchenTab, exact: true }).click()
      const kitchen = page.getByRole('region', { name: texts.kitchenTab, exact: true })
      await kitchen.getByRole('button', { name: texts.markReady }).click()
      await expect(
        kitchen
          .getByRole('region', { name: new RegExp(`^${texts.readyColumn} `) })
          .getByRole('heading', { name: texts.boardCard }),
      ).toBeVisible()
      await expectAccessible(page)
      await page.screenshot({ path: test.info().outputPath(`kitchen-${language}.png`) })
      await expect(follower.getByText(texts.ready)).toBeVisible()
      // Ready, the page no longer says when it will be.
      await expect(follower.getByText(texts.readyAround)).toHaveCount(0)
      await follower.screenshot({
        path: test.info().outputPath(`diner-ready-${language}.png`),
        fullPage: true,
      })
    } finally {
      await diner.context().close()
      await follower.context().close()
    }
  })
}

const TABLE_TEXTS = {
  es: {
    add: (dish: string) => `Añadir ${dish}`,
    medium: /^Mediana/,
    cheese: /^Queso/,
    bacon: /^Tocineta/,
    addToOrder: /^Añadir al pedido/,
    viewOrder: /^Ver pedido \(2\)/,
    viewOne: /^Ver pedido \(1\)/,
    send: 'Enviar pedido a la mesa 4',
    orderHeading: 'Pedido #1',
    boardCard: /^#1 · Mesa 4/,
    tableUnknown: 'No reconocemos la mesa de este código QR: pide ayuda al personal.',
    soldOut: 'Algunos platos de tu pedido ya no se pueden pedir ahora. Revísalos y vuelve a enviarlo.',
  },
  en: {
    add: (dish: string) => `Add ${dish}`,
    medium: /^Mediana/,
    cheese: /^Queso/,
    bacon: /^Tocineta/,
    addToOrder: /^Add to order/,
    viewOrder: /^View order \(2\)/,
    viewOne: /^View order \(1\)/,
    send: 'Send order to table 4',
    orderHeading: 'Order #1',
    boardCard: /^#1 · Table 4/,
    tableUnknown: 'We do not recognise the table of this QR code: please ask the staff.',
    soldOut: 'Some dishes in your order cannot be ordered right now. Check them and send it again.',
  },
} as const

/** A diner puts `dish` (its one size, no extras) in the order from the menu's «Añadir». */
async function addSimpleDish(diner: Page, texts: (typeof TABLE_TEXTS)['es' | 'en'], dish: string) {
  await diner.getByRole('button', { name: texts.add(dish) }).click()
  const sheet = diner.getByRole('dialog')
  await sheet.getByRole('button', { name: texts.addToOrder }).click()
  await expect(sheet).toHaveCount(0)
}

for (const language of ['es', 'en'] as const) {
  test(`a diner at table 4 orders a pizza with a size and two extras and a discounted drink from the QR menu; a tampered table and a sold-out dish are refused (${language})`, async ({
    page,
    browser,
  }) => {
    test.slow()
    const texts = TABLE_TEXTS[language]
    await page.setViewportSize({ width: 1280, height: 800 })
    const owner = await newOwnerCatalogue(page, 'mesas')
    const [entradas, , bebidas] = owner.categories
    const pizza = await page.request.post(`/api/catalogues/${owner.catalogueId}/products`, {
      data: {
        categoryId: entradas!.id,
        name: 'Pizza de la casa',
        variants: [
          { label: 'Personal', price: '18000' },
          { label: 'Mediana', price: '30000' },
        ],
        optionGroups: [
          {
            name: 'Ingredientes extra',
            min: 0,
            max: 2,
            options: [
              { label: 'Queso', priceDelta: '3000' },
              { label: 'Tocineta', priceDelta: '4000' },
            ],
          },
        ],
      },
    })
    expect(pizza.ok(), await pizza.text()).toBe(true)
    const drink = await page.request.post(`/api/catalogues/${owner.catalogueId}/products`, {
      data: { categoryId: bebidas!.id, name: 'Limonada de coco', price: '6500' },
    })
    const drinkId = ((await drink.json()) as { id: string }).id
    const promotion = await page.request.post('/api/promotions', {
      data: {
        catalogueId: owner.catalogueId,
        nombre: 'Bebidas',
        tipo: 'descuento',
        porcentaje: 15,
        productosEspecificos: [drinkId],
      },
    })
    expect(promotion.ok(), await promotion.text()).toBe(true)
    const table = await page.request.post('/api/tables', { data: { name: '4' } })
    const { key } = ((await table.json()) as { table: { key: string } }).table
    const switched = await page.request.put('/api/ordering-settings', {
      data: { table: true, pickup: false },
    })
    expect(switched.ok()).toBe(true)
    await speakLanguage(page, language)
    await page.goto('/dashboard/pedidos')

    const diner = await dinerPhone(browser, page, language, true)
    const stranger = await dinerPhone(browser, page, language, true)
    try {
      // The diner scans table 4's code, chooses a medium pizza with cheese and bacon, and a lemonade.
      await diner.goto(`/m/${owner.slug}?src=qr&mesa=${key}&lang=${language}`)
      await diner.getByRole('button', { name: texts.add('Pizza de la casa') }).click()
      const sheet = diner.getByRole('dialog')
      await sheet.getByRole('radio', { name: texts.medium }).check()
      await sheet.getByRole('checkbox', { name: texts.cheese }).check()
      await sheet.getByRole('checkbox', { name: texts.bacon }).check()
      await expectAccessible(diner)
      await sheet.getByRole('button', { name: texts.addToOrder }).click()
      await addSimpleDish(diner, texts, 'Limonada de coco')
      await diner.getByRole('button', { name: texts.viewOrder }).click()
      await diner.getByRole('dialog').getByRole('button', { name: texts.send }).click()
      await expect(diner.getByRole('heading', { level: 1, name: texts.orderHeading })).toBeVisible()

      // The owner's open board has it, priced by the server: 30.000 + 3.000 + 4.000 and 6.500 less 15 %.
      const card = page.getByRole('article', { name: texts.boardCard })
      await expect(card).toBeVisible({ timeout: 5_000 })
      await expect(card.getByText(/42[.,]525/).first()).toBeVisible()

      // A table key edited by hand names no table: the order cannot be sent.
      const tampered = `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`
      await stranger.goto(`/m/${owner.slug}?src=qr&mesa=${tampered}&lang=${language}`)
      await addSimpleDish(stranger, texts, 'Limonada de coco')
      await stranger.getByRole('button', { name: texts.viewOne }).click()
      await expect(stranger.getByRole('dialog').getByText(texts.tableUnknown)).toBeVisible()

      // A lemonade that sells out while it waits in the order is refused when the order is sent.
      await diner.goto(`/m/${owner.slug}?src=qr&mesa=${key}&lang=${language}`)
      await addSimpleDish(diner, texts, 'Limonada de coco')
      const soldOut = await page.request.put(`/api/products/${drinkId}/sold-out`, { data: { soldOut: true } })
      expect(soldOut.ok()).toBe(true)
      await diner.getByRole('button', { name: texts.viewOne }).click()
      const order = diner.getByRole('dialog')
      await order.getByRole('button', { name: texts.send }).click()
      await expect(order.getByText(texts.soldOut)).toBeVisible()
      await expectAccessible(diner)
    } finally {
      await diner.context().close()
      await stranger.context().close()
    }
  })
}
