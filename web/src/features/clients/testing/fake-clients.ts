// An in-memory clients API for the clients screens' tests. It searches, sorts and pages as the server does
// (the same folding and phone keys from domain/), keeps what the screens save, so the re-reads after a change
// answer the changed data, and records every request with its search params and body.
import { vi } from 'vitest'
import {
  CLIENT_PAGE_SIZE,
  type Client,
  ClientInputSchema,
  type ClientListQuery,
  ClientListQuerySchema,
} from '#domain/clients/client.schema.ts'
import type { ColumnMapping, ImportPreview, ImportReport } from '#domain/clients/client-import.schema.ts'
import { phoneKey } from '#domain/clients/client-phone.ts'
import { clientSearchText, foldText, searchTermOf } from '#domain/clients/client-search.ts'
import type { ClientWhatsApp, ClientWhatsAppMessage } from '#domain/clients/client-whatsapp.schema.ts'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'

type Answer = { status: number; body?: unknown; type?: string }
type Route = Answer | ((call: ClientsRequest) => Answer | Promise<Answer>)

/** A request the screens made to `/api/clients…`. */
export type ClientsRequest = {
  method: string
  path: string
  params: URLSearchParams
  body: unknown
  /** For a multipart upload: the file sent and the mapping, if one was. */
  upload?: { file: File; mapping: ColumnMapping | null }
}

/** A client as the API answers it. */
export function buildClient(overrides: Partial<Client> & Pick<Client, 'id' | 'nombreCompleto'>): Client {
  return {
    telefono: '300 123 4567',
    email: `${overrides.id}@example.co`,
    pais: 'CO',
    estado: 'Activo',
    notas: '',
    ultimaVisita: null,
    visitas: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

/** A reservation as a client's page lists it. */
export function buildClientAppointment(
  overrides: Partial<Appointment> & Pick<Appointment, 'id' | 'start' | 'date' | 'time'>,
): Appointment {
  return {
    end: overrides.start,
    client: 'Cliente',
    phone: '',
    email: '',
    status: 'confirmed',
    color: 'orange',
    service: null,
    serviceId: null,
    duration: 90,
    partySize: 2,
    notes: '',
    source: 'public',
    clientId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

/** A WhatsApp message as a client's page lists it. */
export function buildWhatsAppMessage(
  overrides: Partial<ClientWhatsAppMessage> & Pick<ClientWhatsAppMessage, 'id' | 'createdAt'>,
): ClientWhatsAppMessage {
  return {
    template: 'reserva_confirmada',
    language: 'es',
    text: 'Hola',
    status: 'sent',
    error: null,
    sentAt: null,
    statusAt: null,
    appointmentId: null,
    ...overrides,
  }
}

const NO_WHATSAPP: ClientWhatsApp = { consentAt: null, optedOutAt: null, messages: [] }

export type FakeClientsSeed = {
  clients?: Client[]
  /** Each client's reservations, by client id. */
  appointments?: Record<string, Appointment[]>
  /** Each client's WhatsApp record, by client id (none: never agreed, nothing sent). */
  whatsapp?: Record<string, ClientWhatsApp>
  /** What the import preview answers for the mapping sent (null: none sent, the server guesses). */
  preview?: (mapping: ColumnMapping | null) => ImportPreview
  /** What the import answers for the mapping sent, and the clients it adds to the list. */
  importClients?: (mapping: ColumnMapping | null) => { report: ImportReport; added: Client[] }
}

const notFound: Answer = { status: 404, body: { error: { code: 'not_found', message: 'not_found' } } }

const sortValue = (client: Client, sort: ClientListQuery['sort']): string | null =>
  sort === 'nombreCompleto' ? foldText(client.nombreCompleto) : client[sort]

/**
 * The server's order: the key, then name, then id, all the same way; never-visited clients last both ways
 * (server/src/modules/clients/clients.repository.ts).
 */
function compareClients({ sort, dir }: Pick<ClientListQuery, 'sort' | 'dir'>) {
  const way = dir === 'asc' ? 1 : -1
  const compare = (left: string | null, right: string | null) =>
    left === right ? 0 : left === null ? 1 : right === null ? -1 : left < right ? -way : way
  return (a: Client, b: Client) =>
    compare(sortValue(a, sort), sortValue(b, sort)) ||
    compare(sortValue(a, 'nombreCompleto'), sortValue(b, 'nombreCompleto')) ||
    compare(a.id, b.id)
}

function matches(client: Client, q: string): boolean {
  const term = searchTermOf(q)
  if (!term) return true
  const text = clientSearchText({ ...client, phoneKey: phoneKey(client.telefono, client.pais) })
  return text.includes(term.value)
}

/** A page of the list, searched, sorted and cut as `GET /api/clients` does. */
export function listClients(clients: Client[], params: URLSearchParams) {
  const query = ClientListQuerySchema.parse(Object.fromEntries(params))
  const found = clients.filter((client) => matches(client, query.q)).sort(compareClients(query))
  const pageCount = Math.ceil(found.length / CLIENT_PAGE_SIZE)
  const page = Math.min(query.page, Math.max(pageCount, 1))
  const start = (page - 1) * CLIENT_PAGE_SIZE
  return {
    clients: found.slice(start, start + CLIENT_PAGE_SIZE),
    total: found.length,
    page,
    pageCount,
    pageSize: CLIENT_PAGE_SIZE,
  }
}

function saveClient(clients: Client[], id: string, body: unknown): Answer {
  const parsed = ClientInputSchema.safeParse(body)
  if (!parsed.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] = [issue.message]
    return { status: 400, body: { error: { code: 'validation_failed', message: 'invalid', fields } } }
  }
  const input = parsed.data
  const taken = clients.some(
    (client) => client.id !== id && client.email.toLowerCase() === input.email.toLowerCase(),
  )
  if (taken) {
    const fields = { email: ['clients.errors.emailTaken'] }
    return { status: 409, body: { error: { code: 'email_taken', message: 'email_taken', fields } } }
  }
  const previous = clients.find((client) => client.id === id)
  const client = buildClient({ ...previous, ...input, id, updatedAt: '2026-11-25T10:00:00.000Z' })
  if (previous) clients.splice(clients.indexOf(previous), 1, client)
  else clients.push(client)
  return { status: previous ? 200 : 201, body: { client } }
}

async function readUpload(request: Request): Promise<ClientsRequest['upload']> {
  const form = await request.formData()
  const mapping = form.get('mapping')
  return {
    file: form.get('file') as File,
    mapping: typeof mapping === 'string' ? (JSON.parse(mapping) as ColumnMapping) : null,
  }
}

function answerImport(seed: FakeClientsSeed, clients: Client[], call: ClientsRequest): Answer | undefined {
  const mapping = call.upload?.mapping ?? null
  if (call.path === '/api/clients/import/preview' && seed.preview) {
    return { status: 200, body: seed.preview(mapping) }
  }
  if (call.path === '/api/clients/import' && seed.importClients) {
    const { report, added } = seed.importClients(mapping)
    clients.push(...added)
    return { status: 200, body: report }
  }
  return undefined
}

/** The export: every client the search finds, in the list's order; here only the columns a test reads. */
function exportCsv(clients: Client[], params: URLSearchParams): string {
  const rows: Client[] = []
  for (let page = 1; ; page++) {
    const each = new URLSearchParams(params)
    each.set('page', String(page))
    const found = listClients(clients, each)
    rows.push(...found.clients)
    if (page >= found.pageCount) break
  }
  const lines = rows.map((client) => [client.nombreCompleto, client.telefono, client.email].join(','))
  return ['nombreCompleto,telefono,email', ...lines].join('\n')
}

function answer(seed: FakeClientsSeed, clients: Client[], call: ClientsRequest): Answer | undefined {
  const { method, path } = call
  if (method === 'GET' && path === '/api/clients/export.csv') {
    return { status: 200, body: exportCsv(clients, call.params), type: 'text/csv' }
  }
  if (path === '/api/clients') {
    if (method === 'GET') return { status: 200, body: listClients(clients, call.params) }
    if (method === 'POST') return saveClient(clients, `client-new-${clients.length + 1}`, call.body)
  }
  if (method === 'POST' && path.startsWith('/api/clients/import')) return answerImport(seed, clients, call)
  const one = /^\/api\/clients\/([^/]+)(\/appointments|\/whatsapp)?$/.exec(path)
  if (!one) return undefined
  const index = clients.findIndex((client) => client.id === one[1])
  if (index < 0) return notFound
  if (one[2] === '/appointments') {
    return { status: 200, body: { appointments: seed.appointments?.[one[1]!] ?? [] } }
  }
  if (one[2] === '/whatsapp') return { status: 200, body: seed.whatsapp?.[one[1]!] ?? NO_WHATSAPP }
  if (method === 'GET') return { status: 200, body: { client: clients[index] } }
  if (method === 'PUT') return saveClient(clients, one[1]!, call.body)
  if (method === 'DELETE') {
    clients.splice(index, 1)
    return { status: 204 }
  }
  return undefined
}

async function readCall(request: Request): Promise<ClientsRequest> {
  const url = new URL(request.url)
  const type = request.headers.get('Content-Type') ?? ''
  const call: ClientsRequest = {
    method: request.method,
    path: url.pathname,
    params: url.searchParams,
    body: undefined,
  }
  if (type.startsWith('multipart/form-data')) call.upload = await readUpload(request)
  else if (type.startsWith('application/json')) call.body = JSON.parse(await request.text())
  return call
}

function toResponse({ status, body, type }: Answer): Response {
  if (type) {
    const disposition = 'attachment; filename="clientes-2026-11-25.csv"'
    return new Response(String(body), {
      status,
      headers: { 'Content-Type': type, 'Content-Disposition': disposition },
    })
  }
  const hasBody = body !== undefined && status !== 204
  return new Response(hasBody ? JSON.stringify(body) : null, {
    status,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
  })
}

/**
 * Answers the clients API in the test's `fetch` over the seed's clients, at call time, and the `fixed` answers
 * a test wants (a failure: `{ 'GET /api/clients': { status: 500, body: … } }`); anything else goes on to the
 * answers already mocked (the signed-in owner of web/src/test/setup.ts, or a test's own `mockApi`). Returns
 * the live list of clients and every request the fake answered.
 */
export function mockClientsApi(seed: FakeClientsSeed, fixed: Record<string, Route> = {}) {
  const clients = [...(seed.clients ?? [])]
  const requests: ClientsRequest[] = []
  const fetchMock = vi.mocked(globalThis.fetch)
  const others = fetchMock.getMockImplementation()
  if (!others)
    throw new Error('mockClientsApi answers inside the fetch mock that web/src/test/setup.ts installs')
  fetchMock.mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.origin), init)
    const path = new URL(request.url).pathname
    const route = fixed[`${request.method} ${path}`]
    if (!route && !path.startsWith('/api/clients')) return others(input, init)
    const call = await readCall(request)
    requests.push(call)
    if (route) return toResponse(typeof route === 'function' ? await route(call) : route)
    return toResponse(answer(seed, clients, call) ?? notFound)
  })
  return { clients, requests }
}
