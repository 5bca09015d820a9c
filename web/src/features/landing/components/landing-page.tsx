import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useExactDocumentTitle } from '../../../lib/use-document-title.ts'
import { ContactSection } from './contact-section.tsx'
import { FaqSection } from './faq-section.tsx'
import { BenefitsSection, FeaturesSection, HowItWorksSection } from './feature-sections.tsx'
import { LandingHero } from './landing-hero.tsx'
import { LandingLayout } from './landing-layout.tsx'
import { TemplateCategoriesSection, TestimonialsSection } from './social-sections.tsx'
import { StatsBand } from './stats-band.tsx'

type Props = {
  /** The menu upload widget, shown right under the hero so a visitor can try it on arrival. */
  demo?: ReactNode
  /** The contact form, shown in the `contacto` section. */
  contact?: ReactNode
  /** The server's support address, shown in the contact section and the footer when configured. */
  supportEmail?: string | null
}

/**
 * The marketing landing of docs/product-spec.md §2 "Landing page". The hero stays short so that the demo
 * (docs/product-spec.md §2 "plus a demo anchor") starts within the first screen; the sections follow in the
 * order of the header's links.
 */
export function LandingPage({ demo, contact, supportEmail }: Props) {
  const { t } = useTranslation()
  useExactDocumentTitle(t('app.landingDocumentTitle'))

  return (
    <LandingLayout supportEmail={supportEmail}>
      <div className="bg-gradient-to-b from-brand-50 via-canvas to-canvas">
        <LandingHero hasDemo={Boolean(demo)} />
        {demo ? (
          <section
            id="demo"
            aria-label={t('menuAnalyses.landing.demoLabel')}
            className="mx-auto w-full max-w-5xl scroll-mt-24 px-4 pb-16 sm:px-6"
          >
            {demo}
          </section>
        ) : null}
      </div>
      <BenefitsSection />
      <HowItWorksSection />
      <StatsBand />
      <FeaturesSection />
      <TestimonialsSection />
      <TemplateCategoriesSection />
      <FaqSection />
      <ContactSection form={contact} supportEmail={supportEmail} />
    </LandingLayout>
  )
}
