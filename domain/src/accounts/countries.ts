/**
 * A country a business can register from (docs/product-spec.md §3 "Country entry"), with what its account
 * starts with.
 */
export type Country = {
  code: CountryCode
  /** International dialling prefix, with its plus sign. */
  prefix: string
  name: { es: string; en: string }
  /** ISO 4217 code of the prices a business there prints. */
  currency: string
  /** IANA time zone of the country's capital (the business can change it later). */
  timeZone: string
  /**
   * The phone number's mask: a digit per `#` (docs/product-spec.md §5 "Phone inputs are masked per country").
   */
  phoneMask: string
}

export const COUNTRY_CODES = [
  'US',
  'CO',
  'MX',
  'ES',
  'BR',
  'AR',
  'CL',
  'PE',
  'EC',
  'VE',
  'CA',
  'UK',
  'DE',
  'FR',
  'IT',
] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

/** The country a new account starts with (docs/product-spec.md §3: default CO). */
export const DEFAULT_COUNTRY: CountryCode = 'CO'

// The spec's fifteen countries and prefixes, in its order.
export const COUNTRIES: readonly Country[] = [
  {
    code: 'US',
    prefix: '+1',
    name: { es: 'Estados Unidos', en: 'United States' },
    currency: 'USD',
    timeZone: 'America/New_York',
    phoneMask: '(###) ###-####',
  },
  {
    code: 'CO',
    prefix: '+57',
    name: { es: 'Colombia', en: 'Colombia' },
    currency: 'COP',
    timeZone: 'America/Bogota',
    phoneMask: '### ### ####',
  },
  {
    code: 'MX',
    prefix: '+52',
    name: { es: 'México', en: 'Mexico' },
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    phoneMask: '## #### ####',
  },
  {
    code: 'ES',
    prefix: '+34',
    name: { es: 'España', en: 'Spain' },
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
    phoneMask: '### ## ## ##',
  },
  {
    code: 'BR',
    prefix: '+55',
    name: { es: 'Brasil', en: 'Brazil' },
    currency: 'BRL',
    timeZone: 'America/Sao_Paulo',
    phoneMask: '## #####-####',
  },
  {
    code: 'AR',
    prefix: '+54',
    name: { es: 'Argentina', en: 'Argentina' },
    currency: 'ARS',
    timeZone: 'America/Argentina/Buenos_Aires',
    phoneMask: '## ####-####',
  },
  {
    code: 'CL',
    prefix: '+56',
    name: { es: 'Chile', en: 'Chile' },
    currency: 'CLP',
    timeZone: 'America/Santiago',
    phoneMask: '# #### ####',
  },
  {
    code: 'PE',
    prefix: '+51',
    name: { es: 'Perú', en: 'Peru' },
    currency: 'PEN',
    timeZone: 'America/Lima',
    phoneMask: '### ### ###',
  },
  {
    code: 'EC',
    prefix: '+593',
    name: { es: 'Ecuador', en: 'Ecuador' },
    currency: 'USD',
    timeZone: 'America/Guayaquil',
    phoneMask: '## ### ####',
  },
  {
    code: 'VE',
    prefix: '+58',
    name: { es: 'Venezuela', en: 'Venezuela' },
    currency: 'VES',
    timeZone: 'America/Caracas',
    phoneMask: '### ### ####',
  },
  {
    code: 'CA',
    prefix: '+1',
    name: { es: 'Canadá', en: 'Canada' },
    currency: 'CAD',
    timeZone: 'America/Toronto',
    phoneMask: '(###) ###-####',
  },
  {
    code: 'UK',
    prefix: '+44',
    name: { es: 'Reino Unido', en: 'United Kingdom' },
    currency: 'GBP',
    timeZone: 'Europe/London',
    phoneMask: '#### ######',
  },
  {
    code: 'DE',
    prefix: '+49',
    name: { es: 'Alemania', en: 'Germany' },
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    phoneMask: '#### #######',
  },
  {
    code: 'FR',
    prefix: '+33',
    name: { es: 'Francia', en: 'France' },
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    phoneMask: '# ## ## ## ##',
  },
  {
    code: 'IT',
    prefix: '+39',
    name: { es: 'Italia', en: 'Italy' },
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    phoneMask: '### ### ####',
  },
]

/** The country with this code (the default country for an unknown one). */
export function getCountry(code: string): Country {
  return COUNTRIES.find((country) => country.code === code) ?? (COUNTRIES[1] as Country)
}

/** How many digits a country's phone number has: the `#`s of its mask. */
export function phoneDigitCount(code: string): number {
  return getCountry(code).phoneMask.replace(/[^#]/g, '').length
}

/**
 * Shows typed digits through the country's mask ("3001234567" → "300 123 4567"), dropping anything that is
 * not a digit and any digit past the mask: the phone input's value as the person types.
 */
export function maskPhone(code: string, typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, phoneDigitCount(code))
  let shown = ''
  let next = 0
  for (const slot of getCountry(code).phoneMask) {
    if (next >= digits.length) break
    if (slot === '#') shown += digits[next++]
    else shown += slot
  }
  return shown
}
