import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { FaqList } from './faq-list.tsx'

const questions = [
  '¿Cómo creo mi primer catálogo?',
  '¿Cómo cambio el diseño de mi catálogo?',
  '¿Puedo tener más de un catálogo activo?',
  '¿Cómo agrego promociones?',
]

describe('FaqList', () => {
  it('shows the four questions of the spec, all closed', () => {
    render(<FaqList />)
    const triggers = screen.getAllByRole('button')
    expect(triggers.map((trigger) => trigger.textContent)).toEqual(questions)
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps one answer open at a time, and closes it again on a second click', async () => {
    const user = userEvent.setup()
    render(<FaqList />)
    const first = screen.getByRole('button', { name: questions[0] })
    const third = screen.getByRole('button', { name: questions[2] })

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/Ve a Plantillas/)).toBeVisible()

    await user.click(third)
    expect(third).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(/Ve a Plantillas/)).not.toBeInTheDocument()
    expect(screen.getByText(/solo puede haber un catálogo activo/)).toBeVisible()

    await user.click(third)
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toEqual(
      [],
    )
  })

  it('opens with the keyboard and speaks English', async () => {
    await i18n.changeLanguage('en')
    const user = userEvent.setup()
    render(<FaqList />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'How do I create my first catalog?' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByText(/Go to Templates/)).toBeVisible()
  })
})
