import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FaqSection } from './faq-section.tsx'

describe('FaqSection', () => {
  it('keeps one answer open at a time and lets it close again', async () => {
    const user = userEvent.setup()
    render(<FaqSection />)
    const questions = screen.getAllByRole('button')
    expect(questions).toHaveLength(5)
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false')

    const formats = screen.getByRole('button', { name: '¿Qué formatos de menú puedo subir?' })
    const app = screen.getByRole('button', { name: '¿Mis clientes tienen que instalar una aplicación?' })
    await user.click(formats)
    expect(formats).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/Fotos JPG o PNG, escaneos y archivos PDF/)).toBeVisible()

    await user.click(app)
    expect(app).toHaveAttribute('aria-expanded', 'true')
    expect(formats).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(/Fotos JPG o PNG, escaneos y archivos PDF/)).not.toBeInTheDocument()
    expect(screen.getByText(/Escanean el código QR o abren el enlace/)).toBeVisible()

    await user.click(app)
    expect(app).toHaveAttribute('aria-expanded', 'false')
  })
})
