/**
 * The countries a client can be from (docs/product-spec.md §3 "Client": Colombia, Estados Unidos, México,
 * España, Argentina, Brasil, Chile, Perú, Israel, Curaçao), each with its dialling prefix and the mask its
 * phone input shows (docs/product-spec.md §5: masked per country, digits only).
 */
export type ClientCountry = {
  code: ClientCountryCode
  /** International dialling prefix, with its plus sign. */
  prefix: string
  name: { es: string; en: string }
  /** A digit per `#`: what the phone input shows as the owner types. */
  phoneMask: string
}

/** ISO 3166-1 alpha-2 codes, in the spec's order. */
export const CLIENT_COUNTRY_CODES = ['CO', 'US', 'MX', 'ES', 'AR', 'BR', 'CL', 'PE', 'IL', 'CW'] as const
export type ClientCountryCode = (typeof CLIENT_COUNTRY_CODES)[number]

/** A new client's country (docs/product-spec.md §9: Colombia). */
export const DEFAULT_CLIENT_COUNTRY: ClientCountryCode = 'CO'

export const CLIENT_COUNTRIES: readonly ClientCountry[] = [
  { code: 'CO', prefix: '+57', name: { es: 'Colombia', en: 'Colombia' }, phoneMask: '### ### ####' },
  {
    code: 'US',
    prefix: '+1',
    name: { es: 'Estados Unidos', en: 'United States' },
    phoneMask: '(###) ###-####',
  },
  { code: 'MX', prefix: '+52', name: { es: 'México', en: 'Mexico' }, phoneMask: '## #### ####' },
  { code: 'ES', prefix: '+34', name: { es: 'España', en: 'Spain' }, phoneMask: '### ## ## ##' },
  { code: 'AR', prefix: '+54', name: { es: 'Argentina', en: 'Argentina' }, phoneMask: '## ####-####' },
  { code: 'BR', prefix: '+55', name: { es: 'Brasil', en: 'Brazil' }, phoneMask: '## #####-####' },
  { code: 'CL', prefix: '+56', name: { es: 'Chile', en: 'Chile' }, phoneMask: '# #### ####' },
  { code: 'PE', prefix: '+51', name: { es: 'Perú', en: 'Peru' }, phoneMask: '### ### ###' },
  { code: 'IL', prefix: '+972', name: { es: 'Israel', en: 'Israel' }, phoneMask: '##-###-####' },
  { code: 'CW', prefix: '+599', name: { es: 'Curaçao', en: 'Curaçao' }, phoneMask: '# ### ####' },
]

/** The client country with this code (Colombia for an unknown one). */
export function getClientCountry(code: string): ClientCountry {
  return CLIENT_COUNTRIES.find((country) => country.code === code) ?? (CLIENT_COUNTRIES[0] as ClientCountry)
}

export function isClientCountryCode(code: string): code is ClientCountryCode {
  return (CLIENT_COUNTRY_CODES as readonly string[]).includes(code)
}
