import type { ClientStatus } from '../client.schema.ts'
import { CLIENT_COUNTRIES, type ClientCountryCode, getClientCountry } from '../client-countries.ts'
import { foldText } from '../client-search.ts'

export type CsvLanguage = 'es' | 'en'

const wordKey = (text: string) => foldText(text).replace(/[^\p{L}\p{N}]/gu, '')

// Besides each country's code and names in both languages: its ISO alpha-3 code and the names lists use for it.
const COUNTRY_ALIASES: Record<ClientCountryCode, string[]> = {
  CO: ['COL'],
  US: ['USA', 'EEUU', 'EE.UU.', 'EUA', 'Estados Unidos de América', 'United States of America', 'U.S.A.'],
  MX: ['MEX'],
  ES: ['ESP'],
  AR: ['ARG'],
  BR: ['BRA', 'Brazil'],
  CL: ['CHL'],
  PE: ['PER'],
  IL: ['ISR'],
  CW: ['CUW', 'Curazao'],
}

const COUNTRY_OF_WORD = new Map<string, ClientCountryCode>(
  CLIENT_COUNTRIES.flatMap((country) =>
    [country.code, country.name.es, country.name.en, ...COUNTRY_ALIASES[country.code]].map(
      (word) => [wordKey(word), country.code] as const,
    ),
  ),
)

/**
 * The client country a cell names, by code or name in Spanish or English, whatever its accents and case
 * ("Colombia", "co", "Estados Unidos", "USA", "United States", "España", "Spain", "Peru"), or null.
 */
export function readCountry(text: string): ClientCountryCode | null {
  return COUNTRY_OF_WORD.get(wordKey(text)) ?? null
}

/** A country's name in the owner's language, as the export writes it (and `readCountry` reads it back). */
export function countryName(code: ClientCountryCode, language: CsvLanguage): string {
  return getClientCountry(code).name[language]
}

const STATUS_WORDS: Record<ClientStatus, Record<CsvLanguage, string> & { more: string[] }> = {
  Activo: { es: 'Activo', en: 'Active', more: ['Activa'] },
  Inactivo: { es: 'Inactivo', en: 'Inactive', more: ['Inactiva'] },
  VIP: { es: 'VIP', en: 'VIP', more: [] },
}

const STATUS_OF_WORD = new Map<string, ClientStatus>(
  (Object.keys(STATUS_WORDS) as ClientStatus[]).flatMap((status) => {
    const words = STATUS_WORDS[status]
    return [words.es, words.en, ...words.more].map((word) => [wordKey(word), status] as const)
  }),
)

/** The client status a cell names in Spanish or English ("activo", "Active", "VIP", "inactiva"), or null. */
export function readStatus(text: string): ClientStatus | null {
  return STATUS_OF_WORD.get(wordKey(text)) ?? null
}

/** A status in the owner's language, as the export writes it. */
export function statusWord(status: ClientStatus, language: CsvLanguage): string {
  return STATUS_WORDS[status][language]
}
