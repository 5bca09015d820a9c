import type { Page } from '@playwright/test'
import { CODE_MAIL, codeInMail, expect, newAccount, otherCode, registration, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// Sign-up mails a code to confirm the address (decision 023): until the owner types it in the
// dashboard's notice, their public menu says it is not published yet; once they do, it is live.

/** An active catalogue with one product for the signed-in owner of `page`. */
async function addMenu(page: Page) {
  const catalogue = await (
    await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  ).json()
  const [category] = await (await page.request.get(`/api/catalogues/${catalogue.id}/categories`)).json()
  const product = await page.request.post(`/api/catalogues/${catalogue.id}/products`, {
    data: { categoryId: category.id, name: 'Tamal tolimense', price: '14000' },
  })
  expect(product.status(), await product.text()).toBe(201)
}

test('an owner signs up, the menu waits, the emailed code confirms the address and the menu goes live', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const account = newAccount('confirm')
  // The register form's answer carries the session, as the form's does.
  const registered = await page.request.post('/api/accounts', { data: registration(account) })
  expect(registered.status(), await registered.text()).toBe(201)
  const { slug } = (await registered.json()).user.business
  await addMenu(page)

  const menu = await page.context().newPage()
  const unpublished = await menu.goto(`/m/${slug}`)
  expect(unpublished?.status()).toBe(404)
  await expect(menu.getByRole('heading', { level: 1, name: 'Menú aún no publicado' })).toBeVisible()
  await expect(menu.getByText('Tamal tolimense')).toHaveCount(0)

  await visit('/dashboard')
  const notice = page.getByRole('region', { name: 'Confirma tu correo para publicar tu menú' })
  await expect(notice).toContainText(`Te enviamos un código de 4 caracteres a ${account.email}`)
  await notice.getByRole('button', { name: 'Escribir el código' }).click()
  const firstBox = notice.getByRole('textbox', { name: 'Carácter 1 de 4' })
  await expect(firstBox).toBeVisible()
  await expectAccessible()

  const code = codeInMail(await fetchMail(account.email, CODE_MAIL.confirmation))
  await firstBox.click()
  await page.keyboard.type(otherCode(code))
  await notice.getByRole('button', { name: 'Verificar' }).click()
  await expect(notice.getByRole('alert')).toHaveText(
    'El código no es correcto. Revísalo e inténtalo de nuevo.',
  )

  // Typed in lower case, the code still counts.
  await firstBox.click()
  await page.keyboard.type(code.toLowerCase())
  await notice.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByText('Correo confirmado: tu menú ya está publicado.')).toBeVisible()
  await expect(notice).toHaveCount(0)
  await expectAccessible()

  const live = await menu.goto(`/m/${slug}`)
  expect(live?.status()).toBe(200)
  await expect(menu.getByRole('heading', { level: 3, name: 'Tamal tolimense' })).toBeVisible()
  await menu.close()
})
