import { expect, type Page } from '@playwright/test'
import { bogotaDate } from './clients-journey.ts'

type Diner = { name: string; email: string; phone?: string }

/**
 * A diner books a table for `party` at 20:00 three days from now (Bogotá's clock) on the business's public
 * booking page, in Spanish, and sends it; `answer` is the heading the page then shows.
 */
export async function bookOnPublicPage(
  page: Page,
  visit: (path: string) => Promise<unknown>,
  slug: string,
  diner: Diner,
  { party = '2', answer = 'Solicitud recibida' }: { party?: string; answer?: string } = {},
) {
  await visit(`/m/${slug}/reservar?lang=es`)
  await page.getByLabel('Día').fill(bogotaDate(3))
  await page.getByLabel('Personas').selectOption(party)
  await page.getByRole('button', { name: 'Ver horas libres' }).click()
  await page.getByRole('button', { name: '20:00' }).click()
  await page.getByLabel('Nombre').fill(diner.name)
  await page.getByLabel('Teléfono').fill(diner.phone ?? '+57 315 444 5566')
  await page.getByLabel('Correo electrónico').fill(diner.email)
  await page.getByRole('button', { name: 'Enviar reserva' }).click()
  await expect(page.getByRole('heading', { name: answer })).toBeVisible()
}
