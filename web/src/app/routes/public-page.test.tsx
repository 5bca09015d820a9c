import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { i18n, type Language } from '../../lib/i18n.ts'
import { mockSession } from '../../test/api-mock.ts'
import { renderApp } from '../../test/render-app.tsx'

const pages = [
  { path: '/terms', es: 'Términos y condiciones', en: 'Terms and conditions', sections: 10 },
  { path: '/privacy', es: 'Política de privacidad', en: 'Privacy policy', sections: 12 },
] as const

function mockProviders(supportEmail: string | null) {
  mockSession(null, {
    'GET /api/auth-providers': { status: 200, body: { google: false, oidc: null, supportEmail } },
  })
}

describe.each(['es', 'en'] as const satisfies Language[])('legal pages in %s', (language) => {
  it.each(pages)(
    '$path shows its heading, date and a table of contents whose links reach their sections',
    async (page) => {
      mockProviders(null)
      await i18n.changeLanguage(language)
      renderApp(page.path)

      const heading = await screen.findByRole('heading', { level: 1, name: page[language] })
      expect(heading).toBeInTheDocument()
      await waitFor(() => expect(document.title).toContain(page[language]))
      expect(
        screen.getByText(language === 'es' ? /23 de noviembre de 2026/ : /23 November 2026/),
      ).toBeInTheDocument()

      const toc = screen.getByRole('navigation', { name: language === 'es' ? 'Contenido' : 'Contents' })
      const links = within(toc).getAllByRole('link')
      expect(links).toHaveLength(page.sections)
      for (const link of links) {
        const id = link.getAttribute('href')?.replace(/^#/, '') ?? ''
        const section = document.getElementById(id)
        // Each entry leads to a section headed by the same words the entry shows.
        expect(section, `#${id}`).not.toBeNull()
        expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
          link.textContent ?? '',
        )
      }
    },
  )
})

describe('legal pages: the contact section', () => {
  it('gives the support address when the server has one', async () => {
    mockProviders('ayuda@vitrina.test')
    renderApp('/privacy')
    const link = await screen.findByRole('link', { name: 'ayuda@vitrina.test' })
    expect(link).toHaveAttribute('href', 'mailto:ayuda@vitrina.test')
  })

  it('points to the contact form when there is no support address', async () => {
    mockProviders(null)
    renderApp('/terms')
    const link = await screen.findByRole('link', { name: 'formulario de contacto' })
    expect(link).toHaveAttribute('href', '/#contacto')
  })
})
