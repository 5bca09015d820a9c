import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  bookVisit,
  CSV,
  type Language,
  rowOf,
  seedClients,
  shoot,
  shootDialog,
  shownNames,
  sortBy,
  startOwner,
  useLanguage,
  VIEWPORTS,
  WORDS,
  type Words,
} from './support/clients-journey.ts'
import { bookOnPublicPage } from './support/public-booking.ts'

// The owner's clients (docs/product-spec.md §2 "Clients", §3, §5, §9), on a desktop in Spanish and on a phone
// in English: twenty clients seeded through the API, paged eight at a time; each sort key both ways; a search
// by an accentless name and by a phone typed with spaces; a client created, edited, seen on their page and
// deleted after the question; a CSV with a refused row and a duplicate previewed, remapped and imported; the
// export read back row by row. Then a diner's booking on the public page makes a client the owner finds.
// Each state is checked with axe; screenshots of every screen go to /work/shots-clients/.

test.describe.configure({ timeout: 300_000 })

for (const [device, language] of [
  ['desktop', 'es'],
  ['phone', 'en'],
] as const) {
  test(`clients on a ${device}, in ${language === 'es' ? 'Spanish' : 'English'}`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    page.setDefaultTimeout(15_000)
    const words = WORDS[language]
    const tag = `${device}-${language}`
    await page.setViewportSize(VIEWPORTS[device])
    await useLanguage(page, language)
    await startOwner(page)
    await seedClients(page)
    const attend = await bookVisit(page)

    // Twenty clients, eight a page, the server's total and at most five page buttons.
    await visit('/dashboard/clientes')
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible()
    await expect(page.getByText(words.range(1, 8, 20))).toBeVisible()
    await expect(shownNames(page)).toHaveCount(8)
    await shoot(page, `${tag}-list`)
    const pager = page.getByRole('navigation', { name: words.pages })
    await expect(pager.getByRole('button', { name: /^(Página|Page) \d/ })).toHaveText(['1', '2', '3'])
    await pager.getByRole('button', { name: words.page(2) }).click()
    await expect(page.getByText(words.range(9, 16, 20))).toBeVisible()
    await pager.getByRole('button', { name: words.next }).click()
    await expect(page.getByText(words.range(17, 20, 20))).toBeVisible()
    await expect(shownNames(page)).toHaveCount(4)
    await expect(pager.getByRole('button', { name: words.next })).toBeDisabled()
    await expect(page).toHaveURL(/\/dashboard\/clientes\?page=3$/)
    await page.reload()
    await expect(page.getByText(words.range(17, 20, 20))).toBeVisible()
    await page.goBack()
    await expect(page.getByText(words.range(9, 16, 20))).toBeVisible()
    await pager.getByRole('button', { name: words.previous }).click()
    await expect(page.getByText(words.range(1, 8, 20))).toBeVisible()
    await expectAccessible()

    // Each sort key both ways, from page 2 each time back on page 1.
    const first = shownNames(page).first()
    await sortBy(page, words, device, 'nombreCompleto', 1)
    await expect(first).toHaveText('Zoe Villa')
    await sortBy(page, words, device, 'nombreCompleto', 0)
    await expect(first).toHaveText('Adriana Beltrán')
    await sortBy(page, words, device, 'pais', 0)
    await expect(first).toHaveText('Martín Sosa')
    await sortBy(page, words, device, 'pais', 1)
    await expect(first).toHaveText('Emily Carter')
    await sortBy(page, words, device, 'estado', 0)
    await expect(first).toHaveText('Adriana Beltrán')
    await sortBy(page, words, device, 'estado', 1)
    await expect(first).toHaveText('Lucía Muñoz')
    await expect(page.getByText(words.range(1, 8, 20))).toBeVisible()

    // Search: an accentless name, a phone typed with spaces, and nobody.
    const box = page.getByRole('searchbox', { name: words.search })
    await box.fill('munoz')
    await expect(shownNames(page)).toHaveText(['Lucía Muñoz'])
    await expect(page).toHaveURL(/q=munoz/)
    await box.fill('300 123 45')
    await expect(shownNames(page)).toHaveText(['Lucía Muñoz'])
    await box.fill('zapata')
    await expect(page.getByText(words.noMatch('zapata'))).toBeVisible()
    await expectAccessible()
    await page.getByRole('button', { name: words.clear }).click()
    await expect(page.getByText(words.range(1, 8, 20))).toBeVisible()

    // Create: the modal's defaults, the phone masked as typed.
    await page.getByRole('button', { name: words.newClient }).click()
    const modal = page.getByRole('dialog', { name: words.newClient })
    await expect(modal.getByRole('combobox', { name: words.country })).toHaveValue('CO')
    await modal.getByRole('textbox', { name: words.name }).fill('Renata Ibáñez')
    await modal.getByRole('textbox', { name: words.phone }).pressSequentially('3105550199')
    await expect(modal.getByRole('textbox', { name: words.phone })).toHaveValue('310 555 0199')
    await modal.getByRole('textbox', { name: words.email }).fill('renata@example.co')
    await expectAccessible()
    await shootDialog(page, `${tag}-modal`)
    await modal.getByRole('button', { name: words.save }).click()
    await expect(modal).toBeHidden()
    await box.fill('renata')
    await expect(rowOf(page, 'Renata Ibáñez')).toContainText('+57 310 555 0199')

    // Edit: VIP and a note.
    await rowOf(page, 'Renata Ibáñez')
      .getByRole('button', { name: words.edit('Renata Ibáñez') })
      .click()
    const editor = page.getByRole('dialog', { name: words.editClient })
    await expect(editor.getByRole('textbox', { name: words.phone })).toHaveValue('310 555 0199')
    await editor.getByRole('combobox', { name: words.status }).selectOption('VIP')
    await editor.getByRole('textbox', { name: words.notes }).fill('Mesa junto a la ventana')
    await editor.getByRole('button', { name: words.save }).click()
    await expect(editor).toBeHidden()
    await expect(rowOf(page, 'Renata Ibáñez')).toContainText(words.vip)

    // Their page, and back to the list as it was.
    await rowOf(page, 'Renata Ibáñez').getByRole('link', { name: 'Renata Ibáñez' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Renata Ibáñez' })).toBeVisible()
    await expect(page.getByText('Mesa junto a la ventana')).toBeVisible()
    await expect(page.getByRole('region', { name: words.reservations })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectAccessible()
    await shoot(page, `${tag}-detail`)
    await page.getByRole('link', { name: words.back, exact: true }).click()
    await expect(page).toHaveURL(/q=renata/)

    // Delete, after the question.
    await rowOf(page, 'Renata Ibáñez')
      .getByRole('button', { name: words.remove('Renata Ibáñez') })
      .click()
    const question = page.getByRole('alertdialog', { name: words.deleteTitle })
    await expect(question).toContainText(words.deleteQuestion)
    await expectAccessible()
    await question.getByRole('button', { name: words.deleteConfirm }).click()
    await expect(page.getByText(words.noMatch('renata'))).toBeVisible()
    await expect(shownNames(page)).toHaveCount(0)
    await box.fill('')
    await expect(page.getByText(words.range(1, 8, 20))).toBeVisible()

    // Valeria's visit, attended once the server's clock is past its start: it counts, and the last-visit sort
    // puts her first both ways (the never-visited come last), the others by name the same way.
    await attend()
    await sortBy(page, words, device, 'ultimaVisita', 0)
    await expect(shownNames(page).nth(0)).toHaveText('Valeria Ortiz')
    await expect(shownNames(page).nth(1)).toHaveText('Adriana Beltrán')
    await sortBy(page, words, device, 'ultimaVisita', 1)
    await expect(shownNames(page).nth(0)).toHaveText('Valeria Ortiz')
    await expect(shownNames(page).nth(1)).toHaveText('Zoe Villa')
    await expect(rowOf(page, 'Valeria Ortiz')).toContainText(language === 'es' ? '1 visita' : '1 visit')

    await importCsv(page, words, language, tag, expectAccessible)
    await exportAndCompare(page, words)
  })
}

/**
 * The CSV: read as the owner's spreadsheet wrote it, the city column first ignored and then mapped to the
 * notes (Lucía, already a client, goes from unchanged to updated), imported, and the list has the two new.
 */
async function importCsv(
  page: Page,
  words: Words,
  language: Language,
  tag: string,
  axe: () => Promise<void>,
) {
  await page.getByRole('button', { name: words.import }).click()
  const dialog = page.getByRole('dialog', { name: words.importTitle })
  const { text, encoding } = CSV[language]
  await dialog.getByLabel(words.chooseFile).setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text, encoding),
  })
  await expect(dialog.getByText(words.readAs)).toBeVisible()
  const report = dialog.getByRole('region', { name: words.willDo })
  const counts = report.locator('dd')
  await expect(counts).toHaveText(['2', '0', '1', '1', '1'])
  await expect(report.locator('dt')).toHaveText([...words.counts])
  await expect(report.getByRole('listitem')).toHaveText([new RegExp(`^${words.refused}`)])
  await expect(dialog.getByRole('combobox', { name: words.cityColumn })).toHaveValue('')
  await dialog.getByRole('combobox', { name: words.cityColumn }).selectOption({ label: words.notesField })
  await expect(counts).toHaveText(['2', '1', '0', '1', '1'])
  await expect(dialog.getByRole('region', { name: /^(Primeras|First) \d/ })).toContainText('Medellín')
  await axe()
  await shootDialog(page, `${tag}-import`)
  await dialog.getByRole('button', { name: words.importButton(3) }).click()
  const done = page.getByRole('dialog', { name: words.done })
  await expect(done).toBeVisible()
  await shootDialog(page, `${tag}-import-report`)
  await expect(done.getByRole('region', { name: words.result }).locator('dd')).toHaveText([
    '2',
    '1',
    '0',
    '1',
    '1',
  ])
  await axe()
  await done.getByRole('button', { name: words.close }).click()
  await expect(page.getByText(words.range(1, 8, 22))).toBeVisible()
  await page.getByRole('searchbox', { name: words.search }).fill('rojas')
  await expect(rowOf(page, 'Camila Rojas')).toContainText('+57 310 555 0101')
  await expect(rowOf(page, 'Camila Rojas')).toContainText(words.vip)
  await page.getByRole('searchbox', { name: words.search }).fill('')
  await expect(page.getByText(words.range(1, 8, 22))).toBeVisible()
}

/** "Exportar CSV" downloads the list as sorted now: its rows are the API's pages, in the same order. */
async function exportAndCompare(page: Page, words: Words) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: words.export }).click(),
  ])
  const file = readFileSync(await download.path(), 'utf8')
  expect(file.startsWith('\uFEFF')).toBe(true)
  const lines = file.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe(words.csvHeader)
  const listed: string[] = []
  for (let number = 1; number <= 3; number++) {
    const answer = await page.request.get(`/api/clients?sort=ultimaVisita&dir=desc&page=${number}`)
    listed.push(
      ...(await answer.json()).clients.map((client: { nombreCompleto: string }) => client.nombreCompleto),
    )
  }
  expect(lines.slice(1).map((line) => line.split(words.csvDelimiter)[0])).toEqual(listed)
  const lucia = lines.find((line) => line.startsWith('Lucía Muñoz'))?.split(words.csvDelimiter)
  expect(lucia?.slice(0, 5)).toEqual([
    'Lucía Muñoz',
    "'+57 300 123 4567",
    'lucia.munoz@example.co',
    'Colombia',
    'VIP',
  ])
  expect(lucia?.at(-1)).toBe('Medellín')
}

// The two other pairings of device and language, screen by screen: the list, the modal, the import's preview
// and a client's page, each checked with axe.
for (const [device, language] of [
  ['desktop', 'en'],
  ['phone', 'es'],
] as const) {
  test(`the clients screens on a ${device}, in ${language === 'es' ? 'Spanish' : 'English'}`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    page.setDefaultTimeout(15_000)
    const words = WORDS[language]
    const tag = `${device}-${language}`
    await page.setViewportSize(VIEWPORTS[device])
    await useLanguage(page, language)
    await startOwner(page)
    await seedClients(page)
    await visit('/dashboard/clientes')
    await expect(page.getByText(words.range(1, 8, 20))).toBeVisible()
    await shoot(page, `${tag}-list`)

    await page.getByRole('button', { name: words.newClient }).click()
    const modal = page.getByRole('dialog', { name: words.newClient })
    await modal.getByRole('button', { name: words.save }).click()
    await expect(modal.getByRole('textbox', { name: words.name })).toBeFocused()
    await expectAccessible()
    await shootDialog(page, `${tag}-modal-errors`)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()

    await page.getByRole('button', { name: words.import }).click()
    const dialog = page.getByRole('dialog', { name: words.importTitle })
    await expectAccessible()
    await dialog.getByLabel(words.chooseFile).setInputFiles({
      name: 'clientes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV.es.text, CSV.es.encoding),
    })
    await expect(dialog.getByRole('region', { name: words.willDo }).locator('dd')).toHaveText([
      '2',
      '0',
      '1',
      '1',
      '1',
    ])
    await expectAccessible()
    await shootDialog(page, `${tag}-import`)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('searchbox', { name: words.search }).fill('munoz')
    await rowOf(page, 'Lucía Muñoz').getByRole('link', { name: 'Lucía Muñoz' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Lucía Muñoz' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectAccessible()
    await shoot(page, `${tag}-detail`)
  })
}

test('a booking on the public page makes a client, with the reservation on their page', async ({
  page,
  visit,
  expectAccessible,
}) => {
  page.setDefaultTimeout(15_000)
  await page.setViewportSize(VIEWPORTS.desktop)
  const slug = await startOwner(page)
  const diner = { name: 'Mariana Quintero', email: `mariana-${Date.now()}@example.com` }
  await bookOnPublicPage(page, visit, slug, diner, { party: '4' })

  await visit('/dashboard/clientes')
  await expect(page.getByText(WORDS.es.range(1, 1, 1))).toBeVisible()
  const row = rowOf(page, diner.name)
  await expect(row).toContainText(diner.email)
  await expect(row).toContainText('+57 315 444 5566')
  await expect(row).toContainText('Nunca')
  await page.getByRole('searchbox', { name: WORDS.es.search }).fill('315 444')
  await expect(page).toHaveURL(/q=315\+444/)
  await expect(shownNames(page)).toHaveText([diner.name])
  await row.getByRole('link', { name: diner.name }).click()
  const reservations = page.getByRole('region', { name: 'Reservas' })
  await expect(reservations.getByRole('listitem')).toHaveCount(1)
  await expect(reservations.getByRole('listitem')).toContainText('20:00')
  await expect(reservations.getByRole('listitem')).toContainText('4 personas')
  await expect(reservations.getByRole('listitem')).toContainText('Pendiente')
  await expectAccessible()
  await shoot(page, 'desktop-es-detail-booking')
})
