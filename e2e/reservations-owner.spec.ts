import type { Locator, Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// The owner's reservations (docs/product-spec.md §2 "Reservations", §4, §9): bookings made through the API
// in setup (two of them pending), then on the screen a phone booking through the dialog, the filter panel and
// the client search, both views, months back and forth, "+N más" opening the day, a pending one confirmed, a
// cancellation that asks first, and the booking rules saved. The browser runs in Tokyo while the business is
// in Bogotá: every time shown must still be Bogotá's.

test.describe.configure({ timeout: 240_000 })
test.use({ timezoneId: 'Asia/Tokyo' })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const BUSINESS_ZONE = 'America/Bogota'

const pad = (value: number) => String(value).padStart(2, '0')

/** Today in the business's zone, and the 5th of next month there: within the default 60-day horizon. */
function bookingDates() {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_ZONE }).format(new Date()).split('-')
  const [year, month] = parts.map(Number) as [number, number]
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
  return {
    today: parts.join('-'),
    day: `${next.year}-${pad(next.month)}-05`,
    closed: `${next.year}-${pad(next.month)}-06`,
  }
}

async function book(page: Page, data: Record<string, unknown>) {
  const answer = await page.request.post('/api/appointments', { data: { partySize: 2, ...data } })
  expect(answer.status(), await answer.text()).toBe(201)
}

const cellOf = (page: Page, date: string): Locator => page.locator(`td[data-date="${date}"]`)

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport })

    test('reservations: a phone booking, filters, views, months, “+N más”, confirm, cancel and rules', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      page.setDefaultTimeout(15_000)
      const shot = (name: string) =>
        page.screenshot({ path: `test-results/reservations/${label}-${name}.png`, fullPage: true })
      await registerConfirmedOwner(page.request, newAccount('reservas'))
      const { day, closed } = bookingDates()
      await book(page, { date: day, time: '13:00', client: 'Ana Torres' })
      await book(page, { date: day, time: '13:30', client: 'Bruno Díaz', partySize: 4 })
      await book(page, {
        date: day,
        time: '20:00',
        client: 'Pedro Ruiz',
        status: 'pending',
        phone: '+57 300 1',
      })
      await book(page, { date: day, time: '20:30', client: 'Lola Mora', status: 'pending' })

      await visit('/dashboard/reservas')
      await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Citas' })).toBeVisible()
      await expect(page.locator('td[aria-current="date"]')).toHaveCount(1)
      await shot('es-calendar-today')

      // Next month holds the bookings: two shown on the day, then "+2 más", at Bogotá's times.
      await page.getByRole('button', { name: 'Mes siguiente' }).click()
      const cell = cellOf(page, day)
      await expect(cell.getByRole('listitem')).toHaveCount(2)
      await expect(cell.getByRole('button', { name: /^13:00 Ana Torres, Confirmada/ })).toBeVisible()
      await expect(page.getByText('4 citas este mes')).toBeVisible()
      await expectAccessible()
      await shot('es-calendar')
      await cell.getByRole('button', { name: /^\+2 más/ }).click()
      const dayDialog = page.getByRole('dialog', { name: /5 de/ })
      await expect(dayDialog.getByRole('article')).toHaveCount(4)
      await expectAccessible()
      await shot('es-day')

      // Pedro's request is confirmed from the day's list.
      const pedro = dayDialog.getByRole('article', { name: '20:00 Pedro Ruiz' })
      await pedro.getByRole('button', { name: 'Confirmar' }).click()
      await expect(pedro.getByText('Confirmada')).toBeVisible()
      await expect(pedro.getByRole('button', { name: 'Confirmar' })).toHaveCount(0)
      await dayDialog.getByRole('button', { name: 'Cerrar' }).click()
      await expect(dayDialog).toBeHidden()

      // A phone booking at a free 21:00 that day.
      await page.getByRole('button', { name: 'Nueva cita' }).click()
      const dialog = page.getByRole('dialog', { name: 'Nueva cita' })
      await dialog.getByLabel(/^Fecha/).fill(day)
      const time = dialog.getByRole('combobox', { name: /^Hora/ })
      await expect(time.locator('option[value="21:00"]')).toHaveCount(1)
      await time.selectOption('21:00')
      await dialog.getByRole('textbox', { name: /^Cliente/ }).fill('Rosa Díaz')
      await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('+57 311 000 0000')
      await dialog.getByRole('textbox', { name: 'Notas' }).fill('Mesa junto a la ventana')
      await dialog.locator('label', { hasText: 'Verde' }).click()
      await expect(dialog.getByRole('radio', { name: 'Verde' })).toBeChecked()
      await expectAccessible()
      await shot('es-dialog')
      await dialog.getByRole('button', { name: 'Guardar cita' }).click()
      await expect(dialog).toBeHidden()
      await expect(cell.getByRole('button', { name: /^\+3 más/ })).toBeVisible()
      await expect(page.getByText('5 citas este mes')).toBeVisible()

      // The filter panel: pending ones only, then a client by name in the list.
      await page.getByRole('combobox', { name: 'Estado' }).selectOption('pending')
      await expect(cell.getByRole('listitem')).toHaveCount(1)
      await expect(cell.getByRole('button', { name: /^20:30 Lola Mora, Pendiente/ })).toBeVisible()
      await page.getByRole('combobox', { name: 'Estado' }).selectOption('all')
      await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('rosa')
      await page.getByRole('button', { name: 'Lista' }).click()
      await expect(page.getByRole('article')).toHaveCount(1)
      const rosa = page.getByRole('article', { name: '21:00 Rosa Díaz' })
      await expect(rosa).toContainText('Mesa junto a la ventana')
      await expectAccessible()
      await shot('es-list-search')

      // Cancelling asks first; keeping changes nothing, confirming cancels.
      await rosa.getByRole('button', { name: 'Cancelar' }).click()
      let asked = page.getByRole('alertdialog', { name: 'Cancelar cita' })
      await expect(asked.getByRole('button', { name: 'Mantener cita' })).toBeFocused()
      await expectAccessible()
      await asked.getByRole('button', { name: 'Mantener cita' }).click()
      await expect(rosa.getByText('Confirmada')).toBeVisible()
      await rosa.getByRole('button', { name: 'Cancelar' }).click()
      asked = page.getByRole('alertdialog', { name: 'Cancelar cita' })
      await asked.getByRole('button', { name: 'Sí, cancelar' }).click()
      await expect(rosa.getByText('Cancelada')).toBeVisible()
      await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('')
      await expect(page.getByRole('article')).toHaveCount(5)
      await shot('es-list')

      // Back to today's month, and the calendar again.
      await page.getByRole('button', { name: 'Hoy' }).click()
      await page.getByRole('button', { name: 'Calendario' }).click()
      await expect(page.locator('td[aria-current="date"]')).toHaveCount(1)

      // The rules: public booking on, the day after closed.
      await page.getByRole('tab', { name: 'Reglas de reservas' }).click()
      const rules = page.getByRole('form', { name: 'Reglas de reservas' })
      await rules.getByRole('switch', { name: 'Reservas públicas' }).click()
      await rules.getByLabel('Fecha').fill(closed)
      await rules.getByRole('button', { name: 'Añadir', exact: true }).click()
      const capacity = rules.getByRole('spinbutton', { name: 'Capacidad por intervalo' })
      await capacity.fill('24')
      await expectAccessible()
      await shot('es-rules')
      await rules.getByRole('button', { name: 'Guardar reglas' }).click()
      await expect(rules.getByText('Reglas guardadas.')).toBeVisible()
      const saved = (await (await page.request.get('/api/booking-rules')).json()).rules
      expect(saved).toMatchObject({
        reservasPublicas: true,
        diasCerrados: [closed],
        capacidadPorIntervalo: 24,
      })
      await page.getByRole('tab', { name: 'Citas' }).click()
      await page.getByRole('button', { name: 'Mes siguiente' }).click()
      await expect(cellOf(page, closed).getByRole('button', { name: /, cerrado,/ })).toBeVisible()

      // The same screens in English: weeks start on Sunday.
      await page.getByRole('button', { name: 'EN, cambiar a inglés' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment management' })).toBeVisible()
      await expect(page.getByRole('columnheader').first()).toHaveText('Sun')
      await expect(cellOf(page, day).getByRole('button', { name: /^\+3 more/ })).toBeVisible()
      await expectAccessible()
      await shot('en-calendar')
      await page.getByRole('button', { name: 'List' }).click()
      await expect(page.getByRole('article', { name: '20:00 Pedro Ruiz' })).toContainText('Confirmed')
      await expectAccessible()
      await shot('en-list')
      await page.getByRole('button', { name: 'New appointment' }).click()
      const english = page.getByRole('dialog', { name: 'New appointment' })
      await english.getByLabel(/^Date/).fill(day)
      await expect(
        english.getByRole('combobox', { name: /^Time/ }).locator('option[value="21:00"]'),
      ).toHaveCount(1)
      await expectAccessible()
      await shot('en-dialog')
      await english.getByRole('button', { name: 'Discard' }).click()
      await expect(english).toBeHidden()
      await page.getByRole('tab', { name: 'Booking rules' }).click()
      await expect(page.getByRole('switch', { name: 'Public booking' })).toBeChecked()
      await expect(page.getByText('Rules saved.')).toBeVisible()
      await expectAccessible()
      await shot('en-rules')
    })
  })
}
