import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type LegalDocumentId, legalSections } from '../legal-sections.ts'

type LegalDocumentProps = {
  document: LegalDocumentId
  heading: string
  /** The server's support address; without one the contact section points to the landing's contact form. */
  supportEmail: string | null
}

const linkClasses =
  'rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600'

/** A legal text: heading, date, a table of contents and one anchored section per entry of `legalSections`. */
export function LegalDocument({ document, heading, supportEmail }: LegalDocumentProps) {
  const { t } = useTranslation()
  const sections = legalSections[document]
  const texts = useSectionTexts(document)
  return (
    <article className="mx-auto w-full max-w-prose px-4 py-10 text-stone-700 leading-relaxed sm:px-0 sm:py-14">
      <h1 className="font-bold text-3xl text-stone-900 tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-2 text-sm text-stone-500">{t('legal.lastUpdated')}</p>
      <p className="mt-6 text-lg">{t(`legal.${document}.intro`)}</p>

      <nav
        aria-label={t('legal.tocLabel')}
        className="mt-8 rounded-xl border border-stone-200 bg-stone-50 p-5"
      >
        <h2 className="font-semibold text-sm text-stone-900 uppercase tracking-wide">
          {t('legal.tocLabel')}
        </h2>
        <ol className="mt-3 space-y-1.5">
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className={linkClasses}>
                {texts[id]?.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-6">
          <h2 id={`${id}-heading`} className="font-semibold text-stone-900 text-xl">
            {texts[id]?.title}
          </h2>
          {texts[id]?.body.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
          {id === 'contact' ? <ContactLine supportEmail={supportEmail} /> : null}
        </section>
      ))}
    </article>
  )
}

function ContactLine({ supportEmail }: { supportEmail: string | null }) {
  if (supportEmail) {
    return (
      <p className="mt-3">
        <Trans
          i18nKey="legal.contactEmail"
          values={{ email: supportEmail }}
          components={{
            // Trans puts the translated text inside; the child only keeps the link readable to linters.
            email: (
              <a href={`mailto:${supportEmail}`} className={linkClasses}>
                {supportEmail}
              </a>
            ),
          }}
        />
      </p>
    )
  }
  return (
    <p className="mt-3">
      <Trans
        i18nKey="legal.contactForm"
        components={{ form: <Link to={{ pathname: '/', hash: '#contacto' }} className={linkClasses} /> }}
      />
    </p>
  )
}

type SectionText = { title: string; body: readonly string[] }

/** One document's sections by id, in the current language. */
function useSectionTexts(document: LegalDocumentId): Record<string, SectionText> {
  const { t } = useTranslation()
  // Two literal keys rather than one built from `document`, so the compiler can type what comes back.
  return document === 'terms'
    ? t('legal.terms.sections', { returnObjects: true })
    : t('legal.privacy.sections', { returnObjects: true })
}
