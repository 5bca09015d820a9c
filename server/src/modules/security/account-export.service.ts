import { strToU8, zipSync } from 'fflate'
import type { Database } from '../../db/database.ts'
import { estimateVisitors } from '../visits/index.ts'
import { type AccountRows, readAccountRows } from './account-export.repository.ts'
import { whatsappExport } from './account-export-whatsapp.ts'

// Columns no download carries, whatever table they are in: credentials, session or link tokens, the nonce
// that signs a booking's cancel link, and hashes of secrets.
const SECRET_COLUMN = /password|token|secret|hash|nonce/i

// The files of the ZIP, one per kind of data, and the rows each holds (one object for the single ones).
const FILES: Record<string, (rows: AccountRows) => unknown> = {
  'perfil.json': (rows) => rows.profile[0] ?? null,
  'configuracion.json': (rows) => rows.settings[0] ?? null,
  'negocio.json': (rows) => ({ ...rows.business[0], bookingRules: rows.bookingRules[0]?.rules ?? null }),
  'catalogos.json': (rows) => rows.catalogues,
  'categorias.json': (rows) => rows.categories,
  // Set menus are products of kind 'menu' with their courses; their past days are in menus-del-dia.json.
  'productos.json': (rows) => rows.products,
  'menus-del-dia.json': (rows) => rows.menuDays,
  'disenos.json': (rows) => rows.designs,
  'promociones.json': (rows) => ({
    promotions: rows.promotions,
    products: rows.promotionProducts,
    categories: rows.promotionCategories,
  }),
  'citas.json': (rows) => rows.appointments,
  'clientes.json': (rows) => rows.clients,
  // The tables with their QR codes' keys, and every order with its priced lines (decision 074).
  'pedidos.json': (rows) => ({ tables: rows.diningTables, orders: rows.orders }),
  'whatsapp.json': (rows) => whatsappExport(rows.whatsappMessages, rows.whatsappOptOuts),
  // The audit log's events of the last year (decision 073), oldest first, as its API names their fields.
  'audit.json': (rows) =>
    rows.auditEvents.map((row) => ({
      id: row.id,
      at: row.createdAt,
      actorUserId: row.actorUserId,
      actorName: row.actorName,
      action: row.action,
      subject: row.subject,
      details: row.details,
    })),
  'facturacion.json': (rows) => ({ address: rows.billingAddress[0] ?? null, history: rows.billingHistory }),
  'visitas.json': (rows) => ({
    views: rows.visitCounts,
    visitorsPerDay: rows.visitorSketches.map(({ day, registers }) => ({
      day,
      visitors: estimateVisitors(registers),
    })),
  }),
}

/** JSON of the rows with every secret column left out, at any depth of arrays and plain objects. */
function toJson(value: unknown): string {
  return JSON.stringify(
    value,
    function keepPublic(this: unknown, key, inner) {
      if (key !== '' && SECRET_COLUMN.test(key) && !Array.isArray(this)) return undefined
      return inner
    },
    2,
  )
}

/**
 * The account's data as a ZIP of JSON files (Configuración → Privacidad, "Descargar mis datos"): the owner's
 * profile and settings, and everything of their business. Never a password hash, a secret or a token.
 */
export async function exportAccount(
  deps: { db: Database },
  userId: string,
  businessId: string,
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const rows = await readAccountRows(deps.db, userId, businessId, now)
  const slug = rows.business[0]?.slug ?? 'cuenta'
  const files: Record<string, Uint8Array> = {
    'LEEME.txt': strToU8(
      `Datos de tu cuenta de Vitrina / Your Vitrina account's data\n${now.toISOString()}\n`,
    ),
  }
  for (const [name, pick] of Object.entries(FILES)) files[name] = strToU8(toJson(pick(rows)))
  return { fileName: `vitrina-datos-${slug}.zip`, bytes: zipSync(files, { level: 6 }) }
}

/** Where uploaded images live, as addresses in stored rows: `/media/<uuid>-<width>.webp`. */
const MEDIA_ADDRESS = /\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d+\.webp/g

/**
 * Every uploaded image the account's rows name (profile photo, catalogue and category covers, products,
 * designs, promotions): found in the stored values themselves, so an image column added later is covered.
 * Uploads are never shared between businesses (a random name each), so all of them are the account's.
 */
export async function listAccountImages(deps: { db: Database }, userId: string, businessId: string) {
  const rows = await readAccountRows(deps.db, userId, businessId)
  return [...new Set(JSON.stringify(rows).match(MEDIA_ADDRESS) ?? [])]
}
