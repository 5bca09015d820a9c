import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section.tsx'

type Props = {
  /** The contact form, built in its own feature and passed in by the route. */
  form?: ReactNode
  /** The server's SUPPORT_EMAIL; the line is left out when none is configured. */
  supportEmail?: string | null
}

/** The `contacto` anchor: the form when there is one, and the support address. */
export function ContactSection({ form, supportEmail }: Props) {
  const { t } = useTranslation()
  return (
    <LandingSection
      id="contacto"
      eyebrow={t('landing.contact.eyebrow')}
      heading={t('landing.contact.heading')}
      intro={
        <>
          <p>{t('landing.contact.intro')}</p>
          {supportEmail ? (
            <p className="mt-2 text-base">
              <Trans
                i18nKey="landing.contact.emailLine"
                values={{ email: supportEmail }}
                components={{
                  email: (
                    // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside the link.
                    <a
                      href={`mailto:${supportEmail}`}
                      className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
                    />
                  ),
                }}
              />
            </p>
          ) : null}
        </>
      }
      className="bg-white"
    >
      {form ? <div className="mx-auto mt-10 max-w-3xl">{form}</div> : null}
    </LandingSection>
  )
}
