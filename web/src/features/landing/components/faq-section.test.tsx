import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FaqSection } from './faq-section.tsx'

// The browser keeps one of the same-named disclosures open (jsdom does not): e2e/landing.spec.ts proves that.
describe('FaqSection', () => {
  it('asks its five questions as one group of disclosures, all closed, answers in the page', () => {
    const { container } = render(<FaqSection />)
    const disclosures = [...container.querySelectorAll('details')]
    expect(disclosures).toHaveLength(5)
    expect(new Set(disclosures.map((details) => details.getAttribute('name')))).toEqual(
      new Set(['landing-faq']),
    )
    for (const details of disclosures) expect(details.open).toBe(false)
    expect(
      screen.getByRole('heading', { level: 3, name: '¿Qué formatos de menú puedo subir?' }),
    ).toBeVisible()
    // In the markup even while closed: a reader without JavaScript opens it natively, a crawler reads it.
    expect(screen.getByText(/Fotos JPG o PNG, escaneos y archivos PDF/)).toBeInTheDocument()
  })

  it('opens an answer from its question', async () => {
    const user = userEvent.setup()
    const { container } = render(<FaqSection />)
    await user.click(screen.getByText('¿Qué formatos de menú puedo subir?'))
    expect(container.querySelector('details')?.open).toBe(true)
  })
})
