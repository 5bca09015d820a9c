import { z } from 'zod'
import { COUNTRIES } from '../accounts/countries.ts'

// The ISO 4217 codes a business may price in: the currencies in circulation today (funds, metals and
// retired codes left out), so a typo such as "EUO" or a made-up code never becomes a business's currency.
// An imported menu may be priced in any of them (a "CHF 12" menu), not only in the spec's countries'.
const ISO_4217 = `
AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF
CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD
HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD
MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN
PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY
TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL`

/** Every ISO 4217 code a business may price in, upper case. */
export const CURRENCY_CODES: readonly string[] = ISO_4217.trim().split(/\s+/)

const known = new Set(CURRENCY_CODES)

/** Whether a code is an ISO 4217 currency a business may price in (upper case only). */
export function isCurrencyCode(code: string): boolean {
  return known.has(code)
}

/**
 * The currencies the "Moneda" select offers: those of the spec's countries (docs/product-spec.md §3
 * "Country entry"), in the order their countries are listed, each once.
 */
export const BUSINESS_CURRENCIES = [
  ...new Set(COUNTRIES.map((country) => country.currency)),
] as readonly string[]

/** A business's currency: an ISO 4217 code in circulation, upper case ("COP", "EUR"). */
export const CurrencySchema = z.string().refine(isCurrencyCode, 'accounts.business.errors.currencyUnknown')
