import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// The dashboard's support page. Every error of the support form (docs/product-spec.md §5), a message stored
// (read back after a reload) and mailed to the support address, and the AI chat answering from the FAQ.

const SUPPORT = 'ayuda@vitrina.test'

test('a new owner gets every form error, sends a message that is stored and mailed, and asks the AI chat', async ({
  page,
  visit,
  expectAccessible,
}) => {
  // A fresh owner, so the sent list starts empty; page.request shares the page's cookies (its session).
  const account = newAccount('support')
  await registerConfirmedOwner(page.request, account)

  await visit('/dashboard')
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Soporte / FAQ' }).click()
  await expect(page).toHaveURL('/dashboard/soporte')
  await expect(page.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver preguntas frecuentes' })).toHaveAttribute(
    'href',
    '/dashboard/faq',
  )
  const sent = page.getByRole('region', { name: 'Mensajes enviados' })
  await expect(sent).toContainText('Aún no has enviado mensajes')

  const form = {
    nombre: page.getByRole('textbox', { name: /^Nombre/ }),
    apellido: page.getByRole('textbox', { name: /^Apellido/ }),
    correo: page.getByRole('textbox', { name: /^Correo/ }),
    telefono: page.getByRole('textbox', { name: 'Teléfono (opcional)' }),
    mensaje: page.getByRole('textbox', { name: /^Mensaje/ }),
    privacy: page.getByRole('checkbox', { name: /Acepto la política de privacidad/ }),
    submit: page.getByRole('button', { name: 'Enviar mensaje' }),
  }
  // Prefilled from the signed-in account.
  await expect(form.nombre).toHaveValue('Dueña')
  await expect(form.correo).toHaveValue(account.email)

  // Empty: each required field says so (docs/product-spec.md §5).
  await form.nombre.fill('')
  await form.apellido.fill('')
  await form.correo.fill('')
  await form.submit.click()
  await expect(form.nombre).toHaveAccessibleDescription('El nombre es obligatorio')
  await expect(form.apellido).toHaveAccessibleDescription('El apellido es obligatorio')
  await expect(form.correo).toHaveAccessibleDescription('El correo es obligatorio')
  await expect(form.mensaje).toHaveAccessibleDescription('El mensaje es obligatorio')
  await expect(form.privacy).toHaveAccessibleDescription('Debes aceptar la política de privacidad')
  await expectAccessible()

  // A malformed email; editing a field takes its message away.
  await form.correo.fill('ana@')
  await expect(form.correo).not.toHaveAccessibleDescription('El correo es obligatorio')
  await form.submit.click()
  await expect(form.correo).toHaveAccessibleDescription('El correo no es válido')
  await form.correo.pressSequentially('cafe.co')
  await expect(form.correo).not.toHaveAttribute('aria-invalid')
  await expect(form.nombre).toHaveAccessibleDescription('El nombre es obligatorio')

  // Everything but the privacy acceptance: only its message is left.
  const text = `No veo mi código QR <b>${Date.now()}</b>`
  await form.nombre.fill('Ana')
  await form.apellido.fill('Gómez')
  await form.telefono.pressSequentially('300-123 4567')
  await expect(form.telefono).toHaveValue('3001234567')
  await form.mensaje.fill(text)
  await form.submit.click()
  await expect(form.privacy).toHaveAccessibleDescription('Debes aceptar la política de privacidad')
  await expect(page.getByRole('alert')).toHaveCount(1)

  await form.privacy.check()
  await expect(form.privacy).not.toHaveAccessibleDescription('Debes aceptar la política de privacidad')
  await form.submit.click()
  await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado' })).toHaveText(
    'Mensaje enviado. Nos pondremos en contacto contigo pronto.',
  )
  await expect(form.mensaje).toHaveValue('')
  await expect(form.telefono).toHaveValue('')
  await expect(form.privacy).not.toBeChecked()
  await expect(sent.getByRole('listitem')).toHaveCount(1)
  await expect(sent).toContainText(text)

  // Stored: still listed after a reload, read back from the database.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Mensajes enviados' })).toContainText(text)

  // Mailed to the support address, naming the account, the owner's words escaped in the HTML.
  const mail = await fetchMail(SUPPORT, text)
  expect(mail.subject).toContain('Soporte: Ana Gómez')
  expect(mail.text).toContain('Correo: ana@cafe.co')
  expect(mail.text).toContain(`Cuenta: ${account.name} <${account.email}>`)
  expect(mail.html).toContain('&lt;b&gt;')

  // The AI chat: online, 15 minutes, answers from the FAQ and says when it does not know.
  const chatButton = page.getByRole('button', { name: 'Chat con IA' })
  await chatButton.click()
  const chat = page.getByRole('dialog', { name: 'Asistente de Vitrina' })
  await expect(chat).toContainText('Respuestas automáticas al momento')
  await expect(chat).toContainText('te respondemos por correo')
  const box = chat.getByRole('textbox', { name: 'Escribe tu pregunta' })
  await expect(box).toBeFocused()
  await box.fill('¿cómo cambio el diseño?')
  await box.press('Enter')
  const log = chat.getByRole('log')
  await expect(log).toContainText('El asistente está escribiendo…')
  await expect(log).toContainText('Sobre «¿Cómo cambio el diseño de mi catálogo?»:')
  await expect(log).toContainText('En Diseño puedes cambiar el nombre del negocio, el logo, el banner')
  await box.fill('xyzzy plugh frobnicar')
  await box.press('Enter')
  await expect(log).toContainText('No lo sé: no encuentro nada sobre eso en la ayuda de Vitrina.')
  await expectAccessible()
  await page.keyboard.press('Escape')
  await expect(chat).toBeHidden()
  await expect(chatButton).toBeFocused()

  // In English.
  await page.getByRole('button', { name: 'EN, cambiar a inglés' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Sent messages' })).toContainText(text)
  await page.getByRole('textbox', { name: /^First name/ }).fill('')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
    'Name is required',
  )
  await expect(
    page.getByRole('checkbox', { name: /I accept the privacy policy/ }),
  ).toHaveAccessibleDescription('You must accept the privacy policy')
})
