import { z } from 'zod'
import { CLIENT_LIMITS, type ClientStatus, DEFAULT_CLIENT_STATUS } from '../client.schema.ts'
import { type ClientCountryCode, DEFAULT_CLIENT_COUNTRY } from '../client-countries.ts'
import type { ClientCsvField, ColumnMapping, ImportRefusal, RefusedRow } from '../client-import.schema.ts'
import { countryOfPhoneKey, phoneKey } from '../client-phone.ts'
import { emailKeyOf } from '../client-search.ts'
import { undoFormulaNeutralising } from './csv-formula.ts'
import { readCountry, readStatus } from './csv-words.ts'

/**
 * A row read as a client. Empty strings and nulls are what the row left empty: a new client takes the
 * defaults there (`newClientCountry`, `newClientStatus`), an existing one keeps what it has.
 * `emailKey` and `phoneKey` are what rows and clients are matched by.
 */
export type ImportedClient = {
  line: number
  nombreCompleto: string
  telefono: string
  phoneKey: string
  email: string
  emailKey: string
  pais: ClientCountryCode | null
  estado: ClientStatus | null
  notas: string
}

export type ReadRow = { client: ImportedClient; refusal: null } | { client: null; refusal: RefusedRow }

/** The fewest digits, prefix included, a phone must have to be one (`ClientInputSchema` asks the same). */
const MIN_PHONE_KEY_DIGITS = 7
/** How much of a value at fault a refusal repeats: enough to find the row, never a whole 10,000-character cell. */
const MAX_SHOWN_VALUE = 100

const EmailSchema = z.email()

/**
 * A new client's country: the row's, else the one its phone's prefix names, else the business's (`fallback`,
 * Colombia unless given: docs/product-spec.md §9).
 */
export function newClientCountry(
  client: ImportedClient,
  fallback: ClientCountryCode = DEFAULT_CLIENT_COUNTRY,
): ClientCountryCode {
  return client.pais ?? countryOfPhoneKey(client.phoneKey) ?? fallback
}

/** A new client's status: the row's, else Activo (docs/product-spec.md §9). */
export function newClientStatus(client: ImportedClient): ClientStatus {
  return client.estado ?? DEFAULT_CLIENT_STATUS
}

// Excel shows a long number it took for a number in scientific notation ("3,00123E+11"), and saves it so:
// its digits are no longer the phone.
const SCIENTIFIC_NOTATION = /^\d+(?:[.,]\d+)?e\+?\d+$/i

function isPhone(telefono: string, key: string): boolean {
  return (
    telefono.length <= CLIENT_LIMITS.telefono &&
    !SCIENTIFIC_NOTATION.test(telefono) &&
    key.length >= MIN_PHONE_KEY_DIGITS
  )
}

const isEmail = (email: string) => email.length <= CLIENT_LIMITS.email && EmailSchema.safeParse(email).success

const shown = (value: string) =>
  value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE - 1)}…` : value

/** The cell of each field by the mapping, the export's formula mark undone, trimmed ('' where none). */
function cellsByField(cells: string[], mapping: ColumnMapping): Record<ClientCsvField, string> {
  const values: Record<ClientCsvField, string> = {
    nombreCompleto: '',
    apellidos: '',
    telefono: '',
    email: '',
    pais: '',
    estado: '',
    notas: '',
  }
  mapping.forEach((field, column) => {
    if (field) values[field] = undoFormulaNeutralising(cells[column] ?? '').trim()
  })
  return values
}

/**
 * A data row as a client, or the first reason to refuse it with the value at fault (docs/product-spec.md §3):
 * a name (a last-name column is added to it) of at most `CLIENT_LIMITS.nombreCompleto` characters, never cut;
 * an e-mail or a phone; the e-mail valid and the phone holding a number when given (a national number is read
 * with the row's country, else `fallbackCountry`, the business's); a country and a status known in Spanish or English when given;
 * notes within their limit. A refusal for a missing value shows what the row has instead, to find it by (the
 * e-mail or phone of a row without a name, the name of a row without either).
 */
export function readClientRow(
  cells: string[],
  mapping: ColumnMapping,
  line: number,
  fallbackCountry: ClientCountryCode = DEFAULT_CLIENT_COUNTRY,
): ReadRow {
  const values = cellsByField(cells, mapping)
  const refuse = (reason: ImportRefusal, value: string): ReadRow => ({
    client: null,
    refusal: { line, reason, value: shown(value) },
  })
  const nombreCompleto = [values.nombreCompleto, values.apellidos].join(' ').replace(/\s+/g, ' ').trim()
  // The name's own column must be filled: a last name alone is not enough to know the client by.
  if (values.nombreCompleto === '') return refuse('nameRequired', values.email || values.telefono)
  if (nombreCompleto.length > CLIENT_LIMITS.nombreCompleto) return refuse('nameTooLong', nombreCompleto)
  if (values.email === '' && values.telefono === '') return refuse('contactRequired', nombreCompleto)
  if (values.email !== '' && !isEmail(values.email)) return refuse('emailInvalid', values.email)
  const pais = values.pais === '' ? null : readCountry(values.pais)
  if (values.pais !== '' && pais === null) return refuse('countryUnknown', values.pais)
  const key = values.telefono === '' ? '' : phoneKey(values.telefono, pais ?? fallbackCountry)
  if (values.telefono !== '' && !isPhone(values.telefono, key)) return refuse('phoneInvalid', values.telefono)
  const estado = values.estado === '' ? null : readStatus(values.estado)
  if (values.estado !== '' && estado === null) return refuse('statusUnknown', values.estado)
  if (values.notas.length > CLIENT_LIMITS.notas) return refuse('notesTooLong', values.notas)
  const client: ImportedClient = {
    line,
    nombreCompleto,
    telefono: values.telefono,
    phoneKey: key,
    email: values.email,
    emailKey: emailKeyOf(values.email),
    pais,
    estado,
    notas: values.notas,
  }
  return { client, refusal: null }
}
