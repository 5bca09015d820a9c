import type { ProductTag } from './tags.ts'

export type PageLanguage = 'es' | 'en'

/** The public page's own words (the language toggle switches these, never the owner's text). */
export const WORDS = {
  es: {
    book: 'Reservar',
    categories: 'Categorías',
    filter: 'Filtrar por etiqueta',
    all: 'Todo',
    unavailable: 'No disponible',
    soldOutToday: 'Agotado hoy',
    servedFrom: 'Desde las {time}',
    notServedToday: 'Hoy no se sirve',
    includes: 'Incluye',
    noPrice: 'Consultar precio',
    specialPrice: 'Precio especial',
    normalPrice: 'Precio normal',
    offerBefore: 'Antes',
    offerNow: 'ahora',
    twoForOne: '2x1: lleva dos y paga uno',
    twoForOneGift: 'Promoción 2x1:',
    giftBefore: '+ ',
    giftAfter: ' gratis',
    promotions: 'Promociones',
    fixedPrice: 'Precio promocional',
    days: 'Disponible',
    dish: 'Producto',
    sizeMissing: 'No disponible',
    chooseUpTo: 'elige hasta {max}',
    chooseExactly: 'elige {max}',
    chooseBetween: 'elige de {min} a {max}',
    language: 'Idioma',
    empty: 'Este menú todavía no tiene productos.',
    notFoundTitle: 'Menú no encontrado',
    notFoundText: 'No encontramos este menú. Revisa el enlace o pide al restaurante su código QR.',
    previewNote: 'Vista previa: solo tú ves esta página.',
    unpublishedTitle: 'Menú aún no publicado',
    unpublishedText: 'Este menú todavía no está publicado. Vuelve a intentarlo más tarde.',
    contact: 'Contacto',
    phone: 'Teléfono',
    address: 'Dirección',
    shareAction: 'Ver el menú',
  },
  en: {
    book: 'Book a table',
    categories: 'Categories',
    filter: 'Filter by tag',
    all: 'All',
    unavailable: 'Not available',
    soldOutToday: 'Sold out today',
    servedFrom: 'From {time}',
    notServedToday: 'Not served today',
    includes: 'Includes',
    noPrice: 'Price on request',
    specialPrice: 'Special price',
    normalPrice: 'Regular price',
    offerBefore: 'Was',
    offerNow: 'now',
    twoForOne: '2 for 1: buy one, get one free',
    twoForOneGift: '2 for 1 offer:',
    giftBefore: '+ free ',
    giftAfter: '',
    promotions: 'Promotions',
    fixedPrice: 'Promotional price',
    days: 'Available',
    dish: 'Dish',
    sizeMissing: 'Not available',
    chooseUpTo: 'choose up to {max}',
    chooseExactly: 'choose {max}',
    chooseBetween: 'choose {min} to {max}',
    language: 'Language',
    empty: 'This menu has no products yet.',
    notFoundTitle: 'Menu not found',
    notFoundText: 'We could not find this menu. Check the link or ask the restaurant for its QR code.',
    previewNote: 'Preview: only you can see this page.',
    unpublishedTitle: 'Menu not published yet',
    unpublishedText: 'This menu is not published yet. Please try again later.',
    contact: 'Contact',
    phone: 'Phone',
    address: 'Address',
    shareAction: 'See the menu',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>

export type Words = (typeof WORDS)[PageLanguage]

/** Each language's name in itself, for the toggle. */
export const LANGUAGE_NAMES: Record<PageLanguage, string> = { es: 'Español', en: 'English' }

/**
 * The tags' words; Spanish as docs/product-spec.md names them, English as the dashboard's preview says them,
 * except "Sin gluten": on the diner's page it is "Apto sin gluten", a dietary label the owner vouches for,
 * so that it is never taken for the allergen filter's "Ocultar platos con gluten" (public-menu.allergens.ts).
 */
export const TAG_WORDS: Record<PageLanguage, Record<ProductTag, string>> = {
  es: {
    'Contiene alcohol': 'Contiene alcohol',
    'Contiene maní': 'Contiene maní',
    Recomendado: 'Recomendado',
    Picante: 'Picante',
    Vegano: 'Vegano',
    'Sin gluten': 'Apto sin gluten',
  },
  en: {
    'Contiene alcohol': 'Contains alcohol',
    'Contiene maní': 'Contains peanuts',
    Recomendado: 'Recommended',
    Picante: 'Spicy',
    Vegano: 'Vegan',
    'Sin gluten': 'Suitable for gluten-free diets',
  },
}
