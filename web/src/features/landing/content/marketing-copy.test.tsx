import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/render-app.tsx'
import type { MarketingCopy } from './marketing-copy.ts'

// The operator's own copy, unlike the shipped example in every figure and word: what the page shows must
// come from the file, not from texts of its own.
vi.mock('./marketing-copy.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./marketing-copy.ts')>()
  const copy: MarketingCopy = {
    figures: { companies: 1234, salesIncreasePercent: 17, timeSavedPercent: 55 },
    testimonials: [
      {
        name: 'Marta G.',
        quote: { es: 'Ahora actualizo la carta cada mañana.', en: 'Now I update the menu every morning.' },
        role: { es: 'Panadería La Espiga', en: 'La Espiga bakery' },
      },
    ],
    testimonialsNote: null,
  }
  return { ...original, marketingCopy: copy }
})

describe('the landing from the marketing copy', () => {
  it('shows the claims, counters and testimonials the operator wrote', async () => {
    renderApp('/')
    const claims = await screen.findByRole('list', { name: 'Lo que ofrece Vitrina' })
    expect(within(claims).getByText('Más de 1.234 empresas')).toBeInTheDocument()
    expect(within(claims).getByText('Hasta 17% más ventas')).toBeInTheDocument()
    expect(await screen.findByText(/ayudan a vender hasta un 17% más/)).toBeInTheDocument()

    const results = await screen.findByRole('region', { name: 'Resultados que se notan' })
    // The counters count up to their figures.
    const numbers = () =>
      within(results)
        .getAllByRole('definition')
        .map((value) => value.textContent)
    await waitFor(() => expect(numbers()).toEqual(['hasta17%', 'hasta55%', '1.234+']))

    const testimonials = await screen.findByRole('region', { name: 'Lo que cuentan los negocios' })
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(1)
    expect(testimonials).toHaveTextContent('“Ahora actualizo la carta cada mañana.”')
    expect(testimonials).toHaveTextContent('Panadería La Espiga')
    // No note: these are real words now.
    expect(testimonials).not.toHaveTextContent('Ejemplos ilustrativos')
  })
})
