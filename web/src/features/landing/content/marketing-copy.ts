// The landing's marketing copy: its figures and its testimonials, in one place the operator edits before
// launch (README "Marketing copy to replace before launch"). They are example copy from
// docs/product-spec.md §2 and §9, not facts about this instance: replace them with your own, or empty the
// testimonials, and rebuild (the landing is rendered at build time).
import { defaultLanguage, isLanguage, type Language } from '../../../lib/i18n.ts'

type Localized = Record<Language, string>

export type Testimonial = {
  /** Who says it, as it should appear (a first name and an initial, say). */
  name: string
  quote: Localized
  /** Their business, as a reader should understand it. */
  role: Localized
}

export type MarketingCopy = {
  figures: {
    /** "Más de N empresas": the claims under the hero and the counter of businesses. */
    companies: number
    /** "Hasta N % más ventas": the claims, the sales benefit and its counter. */
    salesIncreasePercent: number
    /** "Hasta N % menos tiempo actualizando tu menú": its counter. */
    timeSavedPercent: number
  }
  /** Shown in this order; the section (and its header link) is left out when the list is empty. */
  testimonials: readonly Testimonial[]
  /** A line under the testimonials' heading; `null` once they are real customers' words. */
  testimonialsNote: Localized | null
}

export const marketingCopy: MarketingCopy = {
  figures: { companies: 2000, salesIncreasePercent: 40, timeSavedPercent: 80 },
  testimonials: [
    {
      name: 'Laura M.',
      quote: {
        es: 'Subí la foto de la carta y en minutos tenía el menú listo para imprimir el QR en las mesas.',
        en: 'I uploaded a photo of the menu and within minutes it was ready for the QR codes on the tables.',
      },
      role: { es: 'Restaurante familiar (ejemplo)', en: 'Family restaurant (example)' },
    },
    {
      name: 'Andrés P.',
      quote: {
        es: 'Cambio precios desde el teléfono y mis clientes siempre ven el catálogo al día.',
        en: 'I change prices from my phone and customers always see the catalog up to date.',
      },
      role: { es: 'Tienda de barrio (ejemplo)', en: 'Neighbourhood shop (example)' },
    },
    {
      name: 'Sofía R.',
      quote: {
        es: 'Los huéspedes extranjeros leen la carta en inglés sin que tengamos que traducir nada.',
        en: 'Foreign guests read the menu in English without us translating anything.',
      },
      role: { es: 'Hotel boutique (ejemplo)', en: 'Boutique hotel (example)' },
    },
  ],
  testimonialsNote: {
    es: 'Ejemplos ilustrativos: personas y negocios ficticios.',
    en: 'Illustrative examples: fictional people and businesses.',
  },
}

/** A text of the marketing copy in the page's language (Spanish for any other). */
export function inLanguage(text: Localized, language: string): string {
  return text[isLanguage(language) ? language : defaultLanguage]
}
