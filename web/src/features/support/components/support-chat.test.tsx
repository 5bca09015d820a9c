import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { SupportChat } from './support-chat.tsx'

const designAnswer =
  'En Diseño puedes cambiar el nombre del negocio, el logo, el banner, la tipografía, los colores, el estilo de los botones y el fondo.'

async function openChat(onGoToForm = vi.fn()) {
  const view = renderElement(<SupportChat onGoToForm={onGoToForm} />)
  await view.user.click(screen.getByRole('button', { name: 'Chat con IA' }))
  const dialog = await screen.findByRole('dialog', { name: 'Asistente de Vitrina' })
  return { ...view, dialog, onGoToForm }
}

describe('SupportChat', () => {
  it('opens with the greeting, saying who answers and how, the text box focused', async () => {
    const { dialog } = await openChat()
    expect(dialog).toHaveAccessibleDescription(
      'Respuestas automáticas al momento Para hablar con una persona, usa el formulario: te respondemos por correo.',
    )
    expect(within(dialog).getByRole('log', { name: 'Conversación' })).toHaveTextContent(
      /¡Hola! Soy el asistente de Vitrina/,
    )
    expect(within(dialog).getByRole('textbox', { name: 'Escribe tu pregunta' })).toHaveFocus()
  })

  it('answers a question from the FAQ after a typing delay, naming the question it matched', async () => {
    const { user, dialog } = await openChat()
    const box = within(dialog).getByRole('textbox', { name: 'Escribe tu pregunta' })
    await user.type(box, '¿cómo cambio el diseño?{Enter}')
    const log = within(dialog).getByRole('log')
    expect(box).toHaveValue('')
    expect(log).toHaveTextContent('Tú: ¿cómo cambio el diseño?')
    expect(log).toHaveTextContent('El asistente está escribiendo…')
    expect(log).not.toHaveTextContent(designAnswer)

    await waitFor(() => expect(log).toHaveTextContent(designAnswer), { timeout: 3000 })
    expect(log).toHaveTextContent('Sobre «¿Cómo cambio el diseño de mi catálogo?»:')
    expect(log).not.toHaveTextContent('El asistente está escribiendo…')
  })

  it('says it does not know, and leads to the support form', async () => {
    const { user, dialog, onGoToForm } = await openChat()
    await user.type(within(dialog).getByRole('textbox'), 'qwerty asdfgh{Enter}')
    expect(
      await within(dialog).findByText(/No lo sé: no encuentro nada sobre eso/, {}, { timeout: 3000 }),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ir al formulario de soporte' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onGoToForm).toHaveBeenCalledOnce()
  })

  it('keeps a pasted over-long question whole and refuses it, naming the limit', async () => {
    const { user, dialog } = await openChat()
    const box = within(dialog).getByRole('textbox', { name: 'Escribe tu pregunta' })
    await user.click(box)
    await user.paste('q'.repeat(600))
    expect(box).toHaveValue('q'.repeat(600))
    expect(box).toHaveAccessibleDescription('600 de 500 caracteres')

    await user.keyboard('{Enter}')
    expect(box).toHaveValue('q'.repeat(600))
    expect(box).toHaveAccessibleDescription(/La pregunta puede tener hasta 500 caracteres/)
    expect(within(dialog).getByRole('log')).not.toHaveTextContent('Tú:')
  })

  it('sends nothing for an empty question', async () => {
    const { user, dialog } = await openChat()
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }))
    expect(within(dialog).getByRole('log')).not.toHaveTextContent('Tú:')
  })

  it('closes with Escape and gives focus back to its button', async () => {
    const { user, onGoToForm } = await openChat()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Chat con IA' })).toHaveFocus()
    expect(onGoToForm).not.toHaveBeenCalled()
  })

  it('answers in English from the English texts', async () => {
    await i18n.changeLanguage('en')
    const { user } = renderElement(<SupportChat onGoToForm={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'AI chat' }))
    const dialog = await screen.findByRole('dialog', { name: 'Vitrina assistant' })
    expect(dialog).toHaveAccessibleDescription(
      'Automatic replies right away To reach a person, use the form: we reply by email.',
    )
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type your question' }),
      'how do I change the design?{Enter}',
    )
    expect(
      await within(dialog).findByText("About “How do I change my catalog's design?”:", {}, { timeout: 3000 }),
    ).toBeInTheDocument()
  })
})
