// fast-check arbitraries for input that breaks an operation's contract: mostly values that follow the schema
// (so a request gets past the first field and reaches the handler), mixed with values no schema allows (wrong
// types, missing and extra fields, huge and negative numbers, impossible dates, NUL and right-to-left text,
// 10,000 items) and with other businesses' ids wherever an id goes.
import fc, { type Arbitrary } from 'fast-check'
import type { JsonSchema, Operation } from './operations.ts'

/** Ids the fuzzer may put wherever an id goes: the caller's own rows and another business's. */
export type KnownIds = { own: string[]; others: string[] }

/**
 * Personal data the fuzzer writes into text fields: the test asserts none of it reaches the log, whatever the
 * route did with the request.
 */
export const PERSONAL_MARKERS = ['rigoberta.fuzz@example.com', '+57 311 555 0199', 'Rigoberta Fuzzeada']

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'carta\u0000oculta',
  '\u202Eatrac',
  '\u200F\u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627',
  '\uD800',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x.example")',
  '../../../etc/passwd',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-02-29T25:61:00Z',
  '24:61',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(100_000),
  '😀'.repeat(2_000),
  '__proto__',
  'null',
  ...PERSONAL_MARKERS,
]

const HOSTILE_NUMBERS = [
  -1,
  0,
  0.5,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31),
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
]

const TEN_THOUSAND = 10_000
const TEN_THOUSAND_TEXTS = Array.from({ length: TEN_THOUSAND }, (_, n) => `elemento ${n}`)

/** 10,000 references to another business's row, built once per set of ids rather than per schema field. */
const tenThousandForeignRows = new WeakMap<KnownIds, { id: string | undefined }[]>()
function tenThousandForeignRowsOf(ids: KnownIds): { id: string | undefined }[] {
  let rows = tenThousandForeignRows.get(ids)
  if (!rows) {
    rows = Array.from({ length: TEN_THOUSAND }, () => ({ id: ids.others[0] }))
    tenThousandForeignRows.set(ids, rows)
  }
  return rows
}

/** A value no field of the schema expects, or a plausible one of the wrong type or size. */
function hostileValue(ids: KnownIds): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(null, true, false, {}, [], [null], { '': '' }) },
    { weight: 1, arbitrary: fc.constant(TEN_THOUSAND_TEXTS) },
    { weight: 1, arbitrary: fc.constant(tenThousandForeignRowsOf(ids)) },
    { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {}}')) },
    { weight: 2, arbitrary: fc.constantFrom(...ids.others) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  )
}

/**
 * A value for `schema`: half the time one that follows it all the way down (so the request reaches the
 * handler's own rules), otherwise one where any field, at any depth, may be hostile.
 */
export function valueFor(schema: JsonSchema, ids: KnownIds): Arbitrary<unknown> {
  return fc.oneof(conformingValue(schema, ids, false), anyValue(schema, ids))
}

/** A value following `schema` four times in five, otherwise a hostile one, and so for each of its fields. */
function anyValue(schema: JsonSchema, ids: KnownIds): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: conformingValue(schema, ids, true) },
    { weight: 1, arbitrary: hostileValue(ids) },
  )
}

/** A value of the schema's type and shape; with `hostile`, its fields and items may be hostile. */
function conformingValue(schema: JsonSchema, ids: KnownIds, hostile: boolean): Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => conformingValue(branch, ids, hostile)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => conformingValue({ ...schema, type }, ids, hostile)))
  }
  const part = (inner: JsonSchema) => (hostile ? anyValue(inner, ids) : conformingValue(inner, ids, false))
  switch (schema.type) {
    case 'object':
      return hostile ? objectFor(schema, ids, part) : validObject(schema, part)
    case 'array':
      return fc.array(part(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      })
    case 'string':
      return stringFor(schema, ids)
    case 'integer':
      return fc.integer({ min: bounded(schema.minimum, -1e6), max: bounded(schema.maximum, 1e6) })
    case 'number':
      return fc.double({
        min: bounded(schema.minimum, -1e6),
        max: bounded(schema.maximum, 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

// Numbers near the schema's bounds, without letting a bound of ±2^53 make every number enormous.
const bounded = (bound: number | undefined, fallback: number) =>
  bound === undefined ? fallback : Math.max(-1e9, Math.min(1e9, bound))

type Part = (schema: JsonSchema) => Arbitrary<unknown>

/**
 * Values our rules take for fields a schema only calls strings or numbers (an e-mail, a phone, a time zone, a
 * time): without them nearly every body stops at the first such field and the handlers behind are never
 * reached. The caller's own password is among them, so password changes and account deletion run too.
 */
const PLAUSIBLE_BY_FIELD: Record<string, unknown[]> = {
  email: [PERSONAL_MARKERS[0], 'cliente@example.com'],
  correo: [PERSONAL_MARKERS[0]],
  phone: [PERSONAL_MARKERS[1], '3001234567'],
  telefono: [PERSONAL_MARKERS[1], '3001234567'],
  contactPhone: [PERSONAL_MARKERS[1]],
  password: ['una-clave-larga'],
  currentPassword: ['una-clave-larga'],
  newPassword: ['otra-clave-larga'],
  confirmPassword: ['una-clave-larga', 'otra-clave-larga'],
  timeZone: ['America/Bogota', 'Europe/Madrid'],
  currency: ['COP', 'EUR', 'ARS'],
  countryCode: ['CO', 'ES'],
  date: ['2026-12-10', '2026-12-03', '2026-02-30'],
  from: ['2026-12-01'],
  to: ['2026-12-31', '2026-12-01'],
  time: ['13:00', '20:30'],
  desde: ['12:00'],
  hasta: ['15:00'],
  partySize: [2, 4],
  porcentaje: [10, 50, 0, 100, -5],
  fechaInicio: ['2026-12-01T00:00:00.000Z'],
  fechaFin: ['2026-12-31T00:00:00.000Z'],
  name: ['Arepa de choclo', PERSONAL_MARKERS[2]],
  businessName: ['Arepas de la Esquina'],
  nombreCompleto: [PERSONAL_MARKERS[2]],
  client: [PERSONAL_MARKERS[2]],
  acceptTerms: [true],
  aceptaPrivacidad: [true],
  acceptPrivacy: [true],
}

/** A field's value: three times in four one our rules take, when the field is one of those, else `part`'s. */
function fieldValue(name: string, schema: JsonSchema, part: Part): Arbitrary<unknown> {
  const plausible = PLAUSIBLE_BY_FIELD[name]
  if (!plausible) return part(schema)
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...plausible) },
    { weight: 1, arbitrary: part(schema) },
  )
}

const modelOf = (schema: JsonSchema, part: Part) =>
  Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      return [name, fieldValue(name, property, part)]
    }),
  )

const requiredOf = (schema: JsonSchema) =>
  (schema.required ?? []).filter((name) => schema.properties?.[name] !== undefined)

/**
 * An object of the schema's fields, or of its required ones alone: each optional field is a further rule to
 * pass (a product's sizes and extras, say), and a body of only the required fields reaches the handler often.
 */
function validObject(schema: JsonSchema, part: Part): Arbitrary<unknown> {
  const required = requiredOf(schema)
  const model = modelOf(schema, part)
  const requiredModel = Object.fromEntries(Object.entries(model).filter(([name]) => required.includes(name)))
  return fc.oneof(fc.record(model, { requiredKeys: required }), fc.record(requiredModel))
}

/** An object whose fields may be hostile, required ones missing, or fields added that the schema does not name. */
function objectFor(schema: JsonSchema, ids: KnownIds, part: Part): Arbitrary<unknown> {
  const model = modelOf(schema, part)
  const required = requiredOf(schema)
  const extraFields = fc.dictionary(
    fc.constantFrom('id', 'businessId', 'ownerUserId', 'extra', '$where'),
    hostileValue(ids),
    {
      maxKeys: 2,
    },
  )
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(model, { requiredKeys: required }) },
    // Required fields left out.
    { weight: 2, arbitrary: fc.record(model, { requiredKeys: [] }) },
    // Fields the schema does not name, some of them another business's ids.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.record(model, { requiredKeys: required }), extraFields)
        .map(([fields, extra]) => ({ ...extra, ...fields })),
    },
  )
}

function stringFor(schema: JsonSchema, ids: KnownIds): Arbitrary<string> {
  if (schema.format === 'uuid') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ids.own) },
      { weight: 1, arbitrary: fc.constantFrom(...ids.others) },
      { weight: 1, arbitrary: fc.uuid() },
    )
  }
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), fc.constant(PERSONAL_MARKERS[0]!))
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString())
  }
  if (schema.pattern) {
    const pattern = schema.pattern
    return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= (schema.maxLength ?? 200))
  }
  const minLength = schema.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40))
  const words = [...PERSONAL_MARKERS, 'Arepa de choclo', 'Menú del día'].filter(
    (text) => text.length >= minLength && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
  )
  const text = fc.string({ minLength, maxLength })
  return words.length > 0 ? fc.oneof(text, fc.constantFrom(...words)) : text
}

/** A JSON body for the operation: mostly an object, sometimes not an object at all, or text that is not JSON. */
export function jsonBodyFor(schema: JsonSchema, ids: KnownIds): Arbitrary<{ raw: string }> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: valueFor(schema, ids).map((value) => ({ raw: JSON.stringify(value) ?? 'null' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"a":', '[', 'nul', '{"a":1}}', '\u0000').map((raw) => ({ raw })),
    },
  )
}

export type FormPart = { name: string; text?: string; bytes?: Uint8Array; fileName?: string; type?: string }

const csvCell = fc.oneof(fc.constantFrom(...HOSTILE_TEXT.filter((text) => text.length < 1000)), fc.string())

/** File contents an upload field may get: random bytes, real files of each kind we take, and hostile CSV. */
function fileBytes(realFiles: Uint8Array[]): Arbitrary<Uint8Array> {
  const encode = (text: string) => new TextEncoder().encode(text)
  return fc.oneof(
    fc.uint8Array({ maxLength: 4096 }),
    fc.constantFrom(...realFiles),
    fc.constant(new Uint8Array()),
    // A CSV of hostile cells, sometimes far wider or longer than any address book.
    fc
      .tuple(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 0, max: 30 }), csvCell)
      .map(([columns, rows, cell]) =>
        encode(
          Array.from({ length: rows + 1 }, (_, row) =>
            Array.from({ length: columns }, (_, column) => (row === 0 ? `col${column}` : cell)).join(','),
          ).join('\n'),
        ),
      ),
    fc.constant(
      encode(
        `nombre,telefono\n${Array.from({ length: TEN_THOUSAND }, (_, n) => `Cliente ${n},300${n}`).join('\n')}`,
      ),
    ),
  )
}

/** A multipart form: a file part as the screens send it, or wrongly named, repeated, missing, with text parts. */
export function formFor(ids: KnownIds, realFiles: Uint8Array[]): Arbitrary<FormPart[]> {
  const file = fc.record({
    name: fc.constantFrom('file', 'file', 'file', 'archivo', ''),
    bytes: fileBytes(realFiles),
    fileName: fc.constantFrom(
      'carta.pdf',
      'foto.png',
      'clientes.csv',
      '../../x.sh',
      '\u202Egpj.exe',
      'a'.repeat(300),
    ),
    type: fc.constantFrom(
      'application/pdf',
      'image/png',
      'image/jpeg',
      'text/csv',
      'application/octet-stream',
      '',
    ),
  })
  const text = fc.record({
    name: fc.constantFrom('mapping', 'file', 'extra', 'businessId'),
    text: fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''),
      fc.constantFrom(...HOSTILE_TEXT.filter((value) => value.length < 1000), ...ids.others),
    ),
  })
  return fc.array(fc.oneof({ weight: 3, arbitrary: file }, { weight: 1, arbitrary: text }), { maxLength: 3 })
}

/** A query string's values, as strings (or repeated), following the parameters' schemas or not. */
export function queryFor(operation: Operation, ids: KnownIds): Arbitrary<Record<string, string | string[]>> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
  const model = Object.fromEntries(
    operation.queryParameters.map(({ name, schema }) => [
      name,
      fc.oneof(
        { weight: 5, arbitrary: fieldValue(name, schema, (inner) => valueFor(inner, ids)).map(asText) },
        { weight: 1, arbitrary: fc.array(valueFor(schema, ids).map(asText), { minLength: 2, maxLength: 3 }) },
      ),
    ]),
  )
  const required = operation.queryParameters.filter((parameter) => parameter.required).map(({ name }) => name)
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(model, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  ) as Arbitrary<Record<string, string | string[]>>
}

/** The path with its parameters filled: the caller's ids, another business's, made-up ones, or nonsense. */
export function pathFor(operation: Operation, ids: KnownIds): Arbitrary<string> {
  const segments = operation.pathParameters.map(({ name, schema }) =>
    fc
      .oneof(
        // A path names rows, and is logged: the personal markers go in bodies and queries, not here.
        {
          weight: 6,
          arbitrary: conformingValue(schema, ids, false)
            .map(String)
            .filter((value) => !PERSONAL_MARKERS.includes(value)),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom('no-es-un-id', '0', '-1', '%00', '..', 'x'.repeat(300), '\u202E'),
        },
      )
      .map((value) => [name, value] as const),
  )
  return fc
    .tuple(...segments)
    .map((values) =>
      values.reduce(
        (path, [name, value]) => path.replace(`{${name}}`, encodeURIComponent(value)),
        operation.path,
      ),
    )
}
