import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { LeaveGuard } from './leave-guard.tsx'

/** A one-field form whose typed text counts as unsaved until Guardar, and a link away from it. */
function NoteForm() {
  const [saved, setSaved] = useState('')
  const [text, setText] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setSaved(text)
      }}
    >
      <LeaveGuard hasUnsavedChanges={text !== saved} />
      <input aria-label="Nota" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">Guardar</button>
      <Link to="/other">Otra página</Link>
    </form>
  )
}

function renderForm() {
  const router = createMemoryRouter([
    { path: '/', element: <NoteForm /> },
    { path: '/other', element: <p>Otra página abierta</p> },
  ])
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { router, user: userEvent.setup(), note: screen.getByRole('textbox', { name: 'Nota' }) }
}

/** Whether the tab closing now would get the browser's warning. */
function isUnloadWarned(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('LeaveGuard', () => {
  it('lets the owner leave a form without changes, and close the tab, without asking', async () => {
    const { router, user } = renderForm()
    expect(isUnloadWarned()).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Otra página' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('asks before leaving changes behind: staying keeps them, with the safe answer focused', async () => {
    const { router, user, note } = renderForm()
    await user.type(note, 'Sin sal')
    await user.click(screen.getByRole('link', { name: 'Otra página' }))

    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' })
    expect(dialog).toHaveAccessibleDescription('Tienes cambios sin guardar. Si sales ahora, se perderán.')
    const stay = within(dialog).getByRole('button', { name: 'Seguir editando' })
    expect(stay).toHaveFocus()
    await user.click(stay)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/')
    expect(note).toHaveValue('Sin sal')
  })

  it('leaves when the owner says so, dropping the changes', async () => {
    const { router, user, note } = renderForm()
    await user.type(note, 'Sin sal')
    await user.click(screen.getByRole('link', { name: 'Otra página' }))
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'))
    expect(screen.getByText('Otra página abierta')).toBeInTheDocument()
  })

  it('warns before the tab closes only while changes are unsaved', async () => {
    const { user, note } = renderForm()
    await user.type(note, 'Sin sal')
    expect(isUnloadWarned()).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(isUnloadWarned()).toBe(false)
  })

  it('speaks English', async () => {
    await i18n.changeLanguage('en')
    const { user, note } = renderForm()
    await user.type(note, 'No salt')
    await user.click(screen.getByRole('link', { name: 'Otra página' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Leave without saving' })).toBeInTheDocument()
  })
})
