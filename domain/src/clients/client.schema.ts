import { z } from 'zod'
import { InstantSchema } from '../promotions/promotion.schema.ts'
import { CLIENT_COUNTRY_CODES, DEFAULT_CLIENT_COUNTRY } from './client-countries.ts'
import { phoneKey } from './client-phone.ts'

/** A client's status (docs/product-spec.md §3 "Client"); set by the edit form (§4). */
export const CLIENT_STATUSES = ['Activo', 'Inactivo', 'VIP'] as const
export type ClientStatus = (typeof CLIENT_STATUSES)[number]

/** A new client's status (docs/product-spec.md §9). */
export const DEFAULT_CLIENT_STATUS: ClientStatus = 'Activo'

export const CLIENT_LIMITS = {
  nombreCompleto: 120,
  telefono: 40,
  email: 254,
  notas: 2000,
  search: 100,
} as const

/**
 * A client as the API answers it. The wire names are the spec's (docs/product-spec.md §3 "Client").
 * - `telefono` is the number as the owner typed it (the national number through the country's mask, or
 *   whatever a booking or an import held); `pais` is an ISO 3166-1 code of `CLIENT_COUNTRY_CODES`.
 * - `email` or `telefono` may be empty for a client that came from a booking or an import with only one of
 *   them; the owner's modals require both.
 * - `ultimaVisita` (an instant, null: never came) and `visitas` count the client's confirmed or completed
 *   reservations whose start has passed.
 */
export const ClientSchema = z.object({
  id: z.string(),
  nombreCompleto: z.string(),
  telefono: z.string(),
  email: z.string(),
  pais: z.enum(CLIENT_COUNTRY_CODES),
  estado: z.enum(CLIENT_STATUSES),
  notas: z.string(),
  ultimaVisita: InstantSchema.nullable(),
  visitas: z.number().int(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
})
export type Client = z.infer<typeof ClientSchema>

/**
 * What the create and edit modals save (`POST /api/clients`, `PUT /api/clients/:id`): full name, phone and
 * e-mail required, the e-mail valid (docs/product-spec.md §5); country Colombia and status Activo unless set
 * (§9). The phone must hold a number: its digits with the country's prefix are what bookings and imports
 * match it by.
 */
export const ClientInputSchema = z
  .object({
    nombreCompleto: z
      .string()
      .trim()
      .min(1, 'clients.errors.nameRequired')
      .max(CLIENT_LIMITS.nombreCompleto, 'clients.errors.nameTooLong'),
    telefono: z
      .string()
      .trim()
      .min(1, 'clients.errors.phoneRequired')
      .max(CLIENT_LIMITS.telefono, 'clients.errors.phoneInvalid'),
    email: z
      .string()
      .trim()
      .min(1, 'clients.errors.emailRequired')
      .max(CLIENT_LIMITS.email, 'clients.errors.email')
      .pipe(z.email('clients.errors.email')),
    pais: z.enum(CLIENT_COUNTRY_CODES).default(DEFAULT_CLIENT_COUNTRY),
    estado: z.enum(CLIENT_STATUSES).default(DEFAULT_CLIENT_STATUS),
    notas: z.string().trim().max(CLIENT_LIMITS.notas, 'clients.errors.notesTooLong').default(''),
  })
  // An empty phone is already "required": not also "invalid".
  .refine((input) => input.telefono === '' || phoneKey(input.telefono, input.pais).length >= 7, {
    message: 'clients.errors.phoneInvalid',
    path: ['telefono'],
  })
export type ClientInput = z.output<typeof ClientInputSchema>
export type ClientInputDraft = z.input<typeof ClientInputSchema>

/** The list's sort keys (docs/product-spec.md §9); a click on a column toggles ascending / descending. */
export const CLIENT_SORT_KEYS = ['nombreCompleto', 'ultimaVisita', 'pais', 'estado'] as const
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** Clients a page (docs/product-spec.md §9). */
export const CLIENT_PAGE_SIZE = 8

/**
 * A page of the list (`GET /api/clients?q=&sort=&dir=&page=`), searched, sorted and cut on the server. `q`
 * matches name, e-mail or phone (`searchTermOf`). Ties in the sort are broken by name, then id, so pages
 * never repeat or skip a client. A page past the end answers the last page.
 */
export const ClientListQuerySchema = z.object({
  q: z.string().max(CLIENT_LIMITS.search).default(''),
  sort: z.enum(CLIENT_SORT_KEYS).default('nombreCompleto'),
  dir: z.enum(SORT_DIRECTIONS).default('asc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
})
export type ClientListQuery = z.output<typeof ClientListQuerySchema>

export const ClientPageSchema = z.object({
  clients: z.array(ClientSchema),
  /** How many clients the search matches in all. */
  total: z.number().int(),
  /** The page answered (1-based; 1 when there are none). */
  page: z.number().int(),
  /** How many pages the search has (0 when nothing matches). */
  pageCount: z.number().int(),
  pageSize: z.number().int(),
})
export type ClientPage = z.infer<typeof ClientPageSchema>
