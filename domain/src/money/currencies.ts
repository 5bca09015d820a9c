import { z } from 'zod'
import { COUNTRIES } from '../accounts/countries.ts'

/**
 * The currencies a business can price in (ISO 4217): those of the spec's countries (docs/product-spec.md §3
 * "Country entry"), in the order their countries are listed, each once.
 */
export const BUSINESS_CURRENCIES = [
  ...new Set(COUNTRIES.map((country) => country.currency)),
] as readonly string[]

/** A business's currency: one of BUSINESS_CURRENCIES. */
export const CurrencySchema = z
  .string()
  .refine((code) => BUSINESS_CURRENCIES.includes(code), 'accounts.business.errors.currencyUnknown')
