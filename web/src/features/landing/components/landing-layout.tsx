import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PublicLayout } from '../../../components/layout/public-layout.tsx'
import { Logo } from '../../../components/ui/logo.tsx'
import { marketingCopy } from '../content/marketing-copy.ts'

/** The header's in-page links, in page order (docs/product-spec.md §2 "Anchored sections"). */
const anchors = [
  { id: 'inicio', key: 'inicio' },
  { id: 'beneficios', key: 'beneficios' },
  { id: 'como-funciona', key: 'comoFunciona' },
  { id: 'caracteristicas', key: 'caracteristicas' },
  { id: 'testimonios', key: 'testimonios' },
  { id: 'preguntas', key: 'preguntas' },
  { id: 'contacto', key: 'contacto' },
] as const

// Without testimonials in the marketing copy the page has no such section to link to.
const shownAnchors = anchors.filter(({ id }) => id !== 'testimonios' || marketingCopy.testimonials.length > 0)

const anchorClasses =
  'whitespace-nowrap rounded-lg px-2.5 py-1.5 font-medium text-sm text-stone-700 hover:bg-stone-900/5 hover:text-stone-900'

/** The landing's frame: the public one, with links to its sections and a footer that says who we are. */
export function LandingLayout({
  children,
  supportEmail,
}: {
  children: ReactNode
  supportEmail?: string | null
}) {
  const { t } = useTranslation()
  const sectionLinks = shownAnchors.map(({ id, key }) => (
    <li key={id}>
      <a href={`#${id}`} className={anchorClasses}>
        {t(`landing.nav.${key}`)}
      </a>
    </li>
  ))
  const footerNote = (
    <div>
      <Logo />
      <p className="mt-2">{t('landing.footer.tagline')}</p>
      {supportEmail ? (
        <a
          href={`mailto:${supportEmail}`}
          className="mt-1 inline-block rounded hover:text-stone-900 hover:underline"
        >
          {supportEmail}
        </a>
      ) : null}
    </div>
  )
  return (
    // The landing's route floats the chat bubble in the bottom corner: the footer keeps room for it.
    <PublicLayout sectionLinks={sectionLinks} footerNote={footerNote} hasFloatingButton>
      {children}
    </PublicLayout>
  )
}
