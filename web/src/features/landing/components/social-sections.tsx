import { BedDouble, Coffee, PartyPopper, ShoppingBag, UtensilsCrossed, Wrench } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { inLanguage, marketingCopy } from '../content/marketing-copy.ts'
import { LandingSection } from './landing-section.tsx'

const templateCategories = [
  { key: 'restaurants', Icon: UtensilsCrossed, tint: 'bg-brand-100 text-brand-800' },
  { key: 'cafes', Icon: Coffee, tint: 'bg-amber-100 text-amber-900' },
  { key: 'retail', Icon: ShoppingBag, tint: 'bg-sky-100 text-sky-900' },
  { key: 'services', Icon: Wrench, tint: 'bg-emerald-100 text-emerald-900' },
  { key: 'events', Icon: PartyPopper, tint: 'bg-fuchsia-100 text-fuchsia-900' },
  { key: 'hotels', Icon: BedDouble, tint: 'bg-indigo-100 text-indigo-900' },
] as const

/**
 * The testimonials (docs/product-spec.md §2: three), from the operator's marketing copy, with its note when
 * they are examples rather than customers' words. No testimonials, no section.
 */
export function TestimonialsSection() {
  const { t, i18n } = useTranslation()
  const { testimonials, testimonialsNote } = marketingCopy
  if (testimonials.length === 0) return null
  const language = i18n.language
  return (
    <LandingSection
      id="testimonios"
      eyebrow={t('landing.testimonials.eyebrow')}
      heading={t('landing.testimonials.heading')}
      intro={
        testimonialsNote ? <p className="text-base">{inLanguage(testimonialsNote, language)}</p> : undefined
      }
      className="bg-white"
    >
      <ul className="mt-10 grid gap-5 lg:grid-cols-3">
        {testimonials.map(({ name, quote, role }) => (
          <li key={name} className="flex flex-col rounded-2xl border border-stone-200 bg-canvas p-6">
            <figure className="flex flex-1 flex-col">
              <blockquote className="flex-1 text-stone-800 leading-relaxed">
                <p>“{inLanguage(quote, language)}”</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-10 items-center justify-center rounded-full bg-stone-200 font-semibold text-stone-700"
                >
                  {name.charAt(0)}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-stone-900">{name}</span>
                  <span className="block text-stone-600">{inLanguage(role, language)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}

/** The template categories of docs/product-spec.md §2, one tile per kind of business. */
export function TemplateCategoriesSection() {
  const { t } = useTranslation()
  return (
    <LandingSection
      id="plantillas"
      eyebrow={t('landing.templates.eyebrow')}
      heading={t('landing.templates.heading')}
    >
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {templateCategories.map(({ key, Icon, tint }) => (
          <li key={key} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <div className={`flex h-24 items-center justify-center ${tint}`}>
              <Icon aria-hidden className="size-8" />
            </div>
            <p className="px-3 py-3 text-center font-medium text-stone-900">
              {t(`landing.templates.items.${key}`)}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
