import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactSection } from './contact-section.tsx'

describe('ContactSection', () => {
  it('shows the heading and the support address when there is no form', () => {
    render(<ContactSection supportEmail="ayuda@vitrina.test" />)
    const section = screen.getByRole('region', { name: 'Hablemos de tu negocio' })
    expect(section).toHaveAttribute('id', 'contacto')
    expect(screen.getByRole('link', { name: 'ayuda@vitrina.test' })).toHaveAttribute(
      'href',
      'mailto:ayuda@vitrina.test',
    )
  })

  it('leaves the address out when none is configured and shows the form it is given', () => {
    render(<ContactSection form={<form aria-label="Formulario de contacto" />} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Formulario de contacto' })).toBeInTheDocument()
  })
})
