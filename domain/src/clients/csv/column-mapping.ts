import { CLIENT_CSV_FIELDS, type ClientCsvField, type ColumnMapping } from '../client-import.schema.ts'
import { foldText } from '../client-search.ts'
import { CsvFileError } from './csv-file-error.ts'

/**
 * Column names each field is known by, in Spanish and English, as `headerKey` writes them. Lists kept in
 * Excel, Google Contacts, Square or a booking tool name their columns in these ways; the export's own headers
 * (`write-clients-csv.ts`) are among them, so an exported file maps itself.
 */
const HEADER_NAMES: Record<ClientCsvField, string[]> = {
  nombreCompleto: [
    'nombre',
    'nombres',
    'nombrecompleto',
    'nombreyapellidos',
    'nombredelcliente',
    'cliente',
    'name',
    'fullname',
    'firstname',
    'givenname',
    'customer',
    'customername',
    'client',
    'clientname',
    'contactname',
  ],
  apellidos: ['apellido', 'apellidos', 'lastname', 'surname', 'familyname'],
  telefono: [
    'telefono',
    'tel',
    'telf',
    'numerodetelefono',
    'telefonomovil',
    'celular',
    'movil',
    'whatsapp',
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'cell',
    'cellphone',
  ],
  email: ['correo', 'correoelectronico', 'email', 'mail', 'emailaddress'],
  pais: ['pais', 'country'],
  estado: ['estado', 'status'],
  notas: ['notas', 'nota', 'observaciones', 'comentarios', 'notes', 'note', 'comments'],
}

/**
 * A header as it is compared: without accents, case, spaces or punctuation, and without the "(s)" of
 * "Apellido(s)" ("E-mail" → "email", "Teléfono móvil" → "telefonomovil", "First_Name" → "firstname").
 */
function headerKey(header: string): string {
  return foldText(header)
    .replace(/\(s\)/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
}

const FIELD_OF_KEY = new Map<string, ClientCsvField>(
  CLIENT_CSV_FIELDS.flatMap((field) => HEADER_NAMES[field].map((key) => [key, field] as const)),
)

/**
 * The field each column fills, guessed from its header in Spanish or English whatever its accents, case and
 * spacing; a field is taken by the first column that names it, and columns no field knows are ignored (null).
 */
export function guessColumnMapping(headers: string[]): ColumnMapping {
  const taken = new Set<ClientCsvField>()
  return headers.map((header) => {
    const field = FIELD_OF_KEY.get(headerKey(header)) ?? null
    if (field === null || taken.has(field)) return null
    taken.add(field)
    return field
  })
}

/**
 * Checks an owner's mapping against the file's header: one entry per column and each field at most once,
 * else `mappingInvalid`. Whoever maps, the import needs a name column (`noNameColumn`, see `hasNameColumn`).
 */
export function checkColumnMapping(mapping: ColumnMapping, headers: string[]): ColumnMapping {
  const fields = mapping.filter((field) => field !== null)
  if (mapping.length !== headers.length || new Set(fields).size !== fields.length) {
    throw new CsvFileError('mappingInvalid')
  }
  if (!hasNameColumn(mapping)) throw new CsvFileError('noNameColumn')
  return mapping
}

/** Whether a column gives the full name, without which no row can be imported. */
export function hasNameColumn(mapping: ColumnMapping): boolean {
  return mapping.includes('nombreCompleto')
}
