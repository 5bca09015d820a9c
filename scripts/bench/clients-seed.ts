// Seeds the clients benchmark: businesses with their owners, and clients with realistic names (Spanish and
// English, with accents), phones written the ways owners write them, e-mails, countries, statuses and visits.
// Deterministic (a seeded generator), so every run measures the same rows.
import { randomUUID } from 'node:crypto'
import { CLIENT_COUNTRIES, type ClientCountryCode } from '#domain/clients/client-countries.ts'
import { maskClientPhone, nationalDigitCount } from '#domain/clients/client-phone.ts'
import { foldText } from '#domain/clients/client-search.ts'
import type { Database } from '../../server/src/db/database.ts'
import { businesses, clients, users } from '../../server/src/db/schema.ts'
import { clientRowValues } from '../../server/src/modules/clients/index.ts'

const FIRST_NAMES = [
  'María',
  'José',
  'Ana',
  'Juan',
  'Lucía',
  'Andrés',
  'Sofía',
  'Camilo',
  'Valentina',
  'Sebastián',
  'Isabel',
  'Martín',
  'Paula',
  'Nicolás',
  'Daniela',
  'Julián',
  'Mariana',
  'Tomás',
  'Ángela',
  'Héctor',
  'Verónica',
  'Raúl',
  'Inés',
  'Óscar',
  'Begoña',
  'Iñaki',
  'Noemí',
  'Rubén',
  'Elena',
  'Joaquín',
  'Catalina',
  'Emily',
  'James',
  'Olivia',
  'Michael',
  'Sarah',
  'David',
  'Jessica',
  'Robert',
  'Ashley',
  'William',
  'Chloé',
  'Zoë',
  'Renée',
  'João',
  'Conceição',
  'Shira',
  'Yosef',
  'Noa',
  'Gabriel',
]
const SURNAMES = [
  'García',
  'Rodríguez',
  'Martínez',
  'Hernández',
  'López',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flórez',
  'Rivera',
  'Gómez',
  'Díaz',
  'Muñoz',
  'Álvarez',
  'Jiménez',
  'Ruiz',
  'Castaño',
  'Peña',
  'Ordóñez',
  'Núñez',
  'Ibáñez',
  'Cortés',
  'Suárez',
  'Ríos',
  'Vásquez',
  'Quiñónez',
  'Echeverría',
  'Zúñiga',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  "O'Brien",
  'Wilson',
  'Anderson',
  'Da Silva',
  'Gonçalves',
  'Cohen',
  'Levi',
  'Mizrahi',
  'Martina',
  'Pietersz',
  'Curiël',
  'Römer',
  'Müller',
]
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es', 'icloud.com', 'empresa.co']
// Mostly Colombian, as a Colombian restaurant's list would be; every country appears.
const COUNTRY_WEIGHTS: [ClientCountryCode, number][] = [
  ['CO', 55],
  ['MX', 10],
  ['ES', 8],
  ['US', 8],
  ['AR', 4],
  ['BR', 4],
  ['CL', 4],
  ['PE', 4],
  ['IL', 2],
  ['CW', 1],
]
const STATUS_WEIGHTS: ['Activo' | 'Inactivo' | 'VIP', number][] = [
  ['Activo', 75],
  ['Inactivo', 18],
  ['VIP', 7],
]

/** A seeded generator (mulberry32): the same rows on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const weighted = <T>(items: readonly [T, number][]): T => {
    let left = next() * items.reduce((sum, [, weight]) => sum + weight, 0)
    for (const [item, weight] of items) {
      left -= weight
      if (left < 0) return item
    }
    return items[0]![0]
  }
  return { next, pick, weighted }
}
type Random = ReturnType<typeof createRandom>

// A phone the way owners type it: through the country's mask, with its prefix, or as bare digits.
function typedPhone(random: Random, country: ClientCountryCode): string {
  const digits = Array.from({ length: nationalDigitCount(country) }, (_, index) =>
    index === 0 ? String(3 + Math.floor(random.next() * 6)) : String(Math.floor(random.next() * 10)),
  ).join('')
  const prefix = CLIENT_COUNTRIES.find((candidate) => candidate.code === country)!.prefix
  const style = random.next()
  if (style < 0.5) return maskClientPhone(country, digits)
  if (style < 0.8) return `${prefix} ${maskClientPhone(country, digits)}`
  return digits
}

/** One client's fields and visits. */
export function fakeClient(random: Random, serial: number) {
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`
  const pais = random.weighted(COUNTRY_WEIGHTS)
  const local = foldText(name).replace(/[^a-z]+/g, '.')
  const hasEmail = random.next() < 0.85
  const visitCount = random.next() < 0.3 ? 0 : 1 + Math.floor(random.next() * 40)
  const daysAgo = Math.floor(random.next() * 900)
  return {
    fields: {
      nombreCompleto: name,
      telefono: typedPhone(random, pais),
      // The serial keeps e-mails unique in a business, as the unique index wants.
      email: hasEmail ? `${local}${serial}@${random.pick(DOMAINS)}` : '',
      pais,
      estado: random.weighted(STATUS_WEIGHTS),
      notas: random.next() < 0.1 ? 'Prefiere mesa junto a la ventana.' : '',
    },
    visitCount,
    lastVisitAt: visitCount === 0 ? null : new Date(Date.now() - daysAgo * 86_400_000),
  }
}

/** A business with its owner, made straight in the database (the benchmark measures the list, not sign-up). */
export async function createBenchBusiness(db: Database, label: string): Promise<string> {
  const userId = randomUUID()
  await db
    .insert(users)
    .values({ id: userId, name: `Dueña ${label}`, email: `${label}-${userId}@example.com` })
  const [business] = await db
    .insert(businesses)
    .values({ ownerUserId: userId, name: `Negocio ${label}`, slug: `${label}-${userId.slice(0, 8)}` })
    .returning({ id: businesses.id })
  return business!.id
}

const BATCH = 1000

/** Inserts `count` clients for the business, in batches; the rows go through clientRowValues as every write. */
export async function seedClients(db: Database, businessId: string, count: number, random: Random) {
  for (let first = 0; first < count; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - first) }, (_, index) => {
      const client = fakeClient(random, first + index)
      return {
        ...clientRowValues(businessId, client.fields),
        visitCount: client.visitCount,
        lastVisitAt: client.lastVisitAt,
      }
    })
    await db.insert(clients).values(rows)
  }
}
