import { BedDouble, Coffee, PartyPopper, ShoppingBag, UtensilsCrossed, Wrench } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section.tsx'

const testimonials = ['restaurant', 'store', 'hotel'] as const

const templateCategories = [
  { key: 'restaurants', Icon: UtensilsCrossed, tint: 'bg-brand-100 text-brand-800' },
  { key: 'cafes', Icon: Coffee, tint: 'bg-amber-100 text-amber-900' },
  { key: 'retail', Icon: ShoppingBag, tint: 'bg-sky-100 text-sky-900' },
  { key: 'services', Icon: Wrench, tint: 'bg-emerald-100 text-emerald-900' },
  { key: 'events', Icon: PartyPopper, tint: 'bg-fuchsia-100 text-fuchsia-900' },
  { key: 'hotels', Icon: BedDouble, tint: 'bg-indigo-100 text-indigo-900' },
] as const

/**
 * Three testimonials (docs/product-spec.md §2). Vitrina has no customers to quote yet, so the people are
 * illustrative and the section says so: nothing invented is passed off as real.
 */
export function TestimonialsSection() {
  const { t } = useTranslation()
  return (
    <LandingSection
      id="testimonios"
      eyebrow={t('landing.testimonials.eyebrow')}
      heading={t('landing.testimonials.heading')}
      intro={<p className="text-base">{t('landing.testimonials.note')}</p>}
      className="bg-white"
    >
      <ul className="mt-10 grid gap-5 lg:grid-cols-3">
        {testimonials.map((key) => {
          const name = t(`landing.testimonials.items.${key}.name`)
          return (
            <li key={key} className="flex flex-col rounded-2xl border border-stone-200 bg-canvas p-6">
              <figure className="flex flex-1 flex-col">
                <blockquote className="flex-1 text-stone-800 leading-relaxed">
                  <p>“{t(`landing.testimonials.items.${key}.quote`)}”</p>
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
                    <span className="block text-stone-600">
                      {t(`landing.testimonials.items.${key}.role`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          )
        })}
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
