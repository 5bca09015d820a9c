import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner } from '../fixtures.ts'
import { moveServerClockTo, serverNow } from './services-config.ts'

// What the clients journeys (e2e/clients.spec.ts) share: each language's words, the seeded clients, the CSV
// files, and the steps that set up an owner, seed them, book a visit and take screenshots.

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const
export type Device = keyof typeof VIEWPORTS
export type Language = 'es' | 'en'
const SHOTS = '/work/shots-clients'

export const WORDS = {
  es: {
    heading: 'Clientes y CRM',
    range: (from: number, to: number, total: number) =>
      `Mostrando ${from}–${to} de ${total} ${total === 1 ? 'cliente' : 'clientes'}`,
    pages: 'Páginas de clientes',
    page: (page: number) => `Página ${page}`,
    previous: 'Anterior',
    next: 'Siguiente',
    search: 'Buscar clientes',
    noMatch: (search: string) => `Ningún cliente coincide con «${search}»`,
    clear: 'Borrar búsqueda',
    sortBy: 'Ordenar por',
    columns: {
      nombreCompleto: 'Nombre completo',
      ultimaVisita: 'Última visita',
      pais: 'País',
      estado: 'Estado',
    },
    sortOptions: {
      nombreCompleto: ['Nombre (A–Z)', 'Nombre (Z–A)'],
      ultimaVisita: ['Última visita (más antigua primero)', 'Última visita (más reciente primero)'],
      pais: ['País (ascendente)', 'País (descendente)'],
      estado: ['Estado (A–Z)', 'Estado (Z–A)'],
    },
    newClient: 'Nuevo cliente',
    editClient: 'Editar cliente',
    name: 'Nombre completo',
    country: 'País',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    status: 'Estado',
    notes: 'Notas',
    save: 'Guardar',
    edit: (name: string) => `Editar a ${name}`,
    remove: (name: string) => `Eliminar a ${name}`,
    deleteTitle: 'Eliminar cliente',
    deleteQuestion: '¿Estás seguro de que deseas eliminar este cliente?',
    deleteConfirm: 'Eliminar',
    vip: 'VIP',
    back: 'Clientes',
    reservations: 'Reservas',
    import: 'Importar CSV',
    importTitle: 'Importar clientes desde un CSV',
    chooseFile: 'Elige el archivo CSV',
    readAs: 'Leímos «clientes.csv» como Windows-1252 (Excel), separado por punto y coma.',
    cityColumn: 'Ciudad',
    notesField: 'Notas',
    willDo: 'Si importas ahora',
    result: 'Resultado',
    counts: ['Nuevos', 'Actualizados', 'Sin cambios', 'Duplicados fusionados', 'Rechazados'],
    refused: 'Línea 4: falta el nombre.',
    importButton: (count: number) => `Importar ${count} clientes`,
    done: 'Importación terminada',
    close: 'Cerrar',
    export: 'Exportar CSV',
    csvDelimiter: ';',
    csvHeader: 'Nombre completo;Teléfono;Correo electrónico;País;Estado;Última visita;Visitas;Notas',
  },
  en: {
    heading: 'Clients and CRM',
    range: (from: number, to: number, total: number) =>
      `Showing ${from}–${to} of ${total} ${total === 1 ? 'client' : 'clients'}`,
    pages: 'Client pages',
    page: (page: number) => `Page ${page}`,
    previous: 'Previous',
    next: 'Next',
    search: 'Search clients',
    noMatch: (search: string) => `No client matches “${search}”`,
    clear: 'Clear search',
    sortBy: 'Sort by',
    columns: { nombreCompleto: 'Full name', ultimaVisita: 'Last visit', pais: 'Country', estado: 'Status' },
    sortOptions: {
      nombreCompleto: ['Name (A–Z)', 'Name (Z–A)'],
      ultimaVisita: ['Last visit (oldest first)', 'Last visit (most recent first)'],
      pais: ['Country (ascending)', 'Country (descending)'],
      estado: ['Status (A–Z)', 'Status (Z–A)'],
    },
    newClient: 'New client',
    editClient: 'Edit client',
    name: 'Full name',
    country: 'Country',
    phone: 'Phone',
    email: 'Email',
    status: 'Status',
    notes: 'Notes',
    save: 'Save',
    edit: (name: string) => `Edit ${name}`,
    remove: (name: string) => `Delete ${name}`,
    deleteTitle: 'Delete client',
    deleteQuestion: 'Are you sure you want to delete this client?',
    deleteConfirm: 'Delete',
    vip: 'VIP',
    back: 'Clients',
    reservations: 'Reservations',
    import: 'Import CSV',
    importTitle: 'Import clients from a CSV',
    chooseFile: 'Choose the CSV file',
    readAs: 'We read “clientes.csv” as UTF-8, separated by commas.',
    cityColumn: 'City',
    notesField: 'Notes',
    willDo: 'If you import now',
    result: 'Result',
    counts: ['New', 'Updated', 'Unchanged', 'Duplicates merged', 'Refused'],
    refused: 'Line 4: the name is missing.',
    importButton: (count: number) => `Import ${count} clients`,
    done: 'Import finished',
    close: 'Close',
    export: 'Export CSV',
    csvDelimiter: ',',
    csvHeader: 'Full name,Phone,Email,Country,Status,Last visit,Visits,Notes',
  },
} as const

export type Words = (typeof WORDS)[Language]

/**
 * The twenty clients: [name, country, status, phone, e-mail]. The first and last names, the one Argentine (the
 * lowest country code) and the one American (the highest) tell each sort's first row.
 */
const SEEDS: [string, string, string, string, string][] = [
  ['Lucía Muñoz', 'CO', 'VIP', '300 123 4567', 'lucia.munoz@example.co'],
  ['Adriana Beltrán', 'CO', 'Activo', '301 200 0001', 'adriana@example.co'],
  ['Zoe Villa', 'CO', 'Inactivo', '301 200 0002', 'zoe@example.co'],
  ['Martín Sosa', 'AR', 'Activo', '11 4000-0003', 'martin@example.ar'],
  ['Emily Carter', 'US', 'VIP', '(305) 555-0104', 'emily@example.com'],
  ['Pedro Álvarez', 'ES', 'Inactivo', '612 34 56 78', 'pedro@example.es'],
  ['Valeria Ortiz', 'MX', 'Activo', '55 1234 0007', 'valeria@example.mx'],
  ['Bruno Costa', 'BR', 'Activo', '11 91234-0008', 'bruno@example.br'],
  ['Catalina Fuentes', 'CL', 'VIP', '9 1234 0009', 'catalina@example.cl'],
  ['Diego Quispe', 'PE', 'Activo', '912 345 010', 'diego@example.pe'],
  ['Noa Levi', 'IL', 'Activo', '52-123-0011', 'noa@example.il'],
  ['Kenji Martina', 'CW', 'Inactivo', '9 512 0012', 'kenji@example.cw'],
  ['Sara Restrepo', 'CO', 'Activo', '301 200 0013', 'sara@example.co'],
  ['Tomás Herrera', 'CO', 'Activo', '301 200 0014', 'tomas@example.co'],
  ['Isabel Cano', 'CO', 'VIP', '301 200 0015', 'isabel@example.co'],
  ['Felipe Mora', 'CO', 'Activo', '301 200 0016', 'felipe@example.co'],
  ['Gabriela Ríos', 'CO', 'Activo', '301 200 0017', 'gabriela@example.co'],
  ['Hugo Salas', 'CO', 'Inactivo', '301 200 0018', 'hugo@example.co'],
  ['Julia Pardo', 'CO', 'Activo', '301 200 0019', 'julia@example.co'],
  ['Óscar Duarte', 'CO', 'Activo', '301 200 0020', 'oscar@example.co'],
]

/** A CSV as each owner's spreadsheet would save it: line 4 has no name, line 5 repeats line 2's phone. */
export const CSV: Record<Language, { text: string; encoding: BufferEncoding }> = {
  es: {
    text: [
      'Nombre;Apellidos;Teléfono;Correo;País;Estado;Ciudad',
      'Camila;Rojas;310 555 0101;camila.rojas@example.co;Colombia;VIP;Cali',
      'Jorge;Pérez;+34 612 345 999;jorge.perez@example.es;España;Activo;Madrid',
      ';;311 000 0000;;Colombia;;Bogotá',
      'Camila;Rojas;3105550101;;;;Cali',
      'Lucía;Muñoz;300 123 4567;lucia.munoz@example.co;Colombia;VIP;Medellín',
    ].join('\r\n'),
    // Excel in Spanish saves Windows-1252: Node's latin1 writes the same bytes for these letters.
    encoding: 'latin1',
  },
  en: {
    text: [
      'First name,Last name,Phone,Email,Country,Status,City',
      'Camila,Rojas,310 555 0101,camila.rojas@example.co,Colombia,VIP,Cali',
      'Jorge,Pérez,+34 612 345 999,jorge.perez@example.es,Spain,Active,Madrid',
      ',,311 000 0000,,Colombia,,Bogotá',
      'Camila,Rojas,3105550101,,,,Cali',
      'Lucía,Muñoz,300 123 4567,lucia.munoz@example.co,Colombia,VIP,Medellín',
    ].join('\n'),
    encoding: 'utf8',
  },
}

const bogotaClock = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Bogota',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(date)
    .split(', ')

/** A new confirmed owner in Colombia, signed in on the page, its bookings open at once; answers its slug. */
export async function startOwner(page: Page): Promise<string> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('clientes'))).business
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  const rules = await page.request.get('/api/booking-rules')
  const saved = await page.request.put('/api/booking-rules', {
    data: { ...(await rules.json()).rules, reservasPublicas: true, antelacionMinimaMinutos: 0 },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  return slug
}

export async function seedClients(page: Page) {
  for (const [nombreCompleto, pais, estado, telefono, email] of SEEDS) {
    const answer = await page.request.post('/api/clients', {
      data: { nombreCompleto, pais, estado, telefono, email },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
}

/**
 * A visit for Valeria Ortiz: a reservation starting on the next minute on Bogotá's clock (at least 20 s
 * ahead); answers the way to mark it attended once it has started, which counts the visit at once.
 */
export async function bookVisit(page: Page) {
  // The next whole minute on the server's clock: the owner may book from now on, and not in the past.
  const start = new Date(Math.ceil((await serverNow()) / 60_000) * 60_000 + 60_000)
  const [date, time] = bogotaClock(start)
  const answer = await page.request.post('/api/appointments', {
    data: {
      date,
      time,
      client: 'Valeria Ortiz',
      email: 'valeria@example.mx',
      partySize: 2,
      status: 'confirmed',
      fueraDeHorario: true,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const { id } = (await answer.json()).appointment
  // A visit is attended once it has started: the server's clock moves past the start instead of the journey
  // waiting for the wall clock.
  return async () => {
    await moveServerClockTo(start.getTime() + 1000)
    const done = await page.request.post(`/api/appointments/${id}/complete`)
    expect(done.status(), await done.text()).toBe(200)
  }
}

export const shoot = (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true })
  return page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A dialog scrolls inside the window, which a full-page shot does not show: the window grows for the shot. */
export async function shootDialog(page: Page, name: string) {
  const size = page.viewportSize()!
  await page.setViewportSize({ width: size.width, height: 1900 })
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
  await page.setViewportSize(size)
}

export const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) })

/** The names the list shows, in order. */
export const shownNames = (page: Page) => page.getByRole('rowheader').getByRole('link')

export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((stored) => localStorage.setItem('language', stored), language)
}

/** Sorts by `key` one way: a header's button on a desktop, the select on a phone. */
export async function sortBy(
  page: Page,
  words: Words,
  device: Device,
  key: keyof Words['columns'],
  way: 0 | 1,
) {
  if (device === 'phone') {
    await page
      .getByRole('combobox', { name: words.sortBy })
      .selectOption({ label: words.sortOptions[key][way] })
    return
  }
  const header = page.getByRole('columnheader', { name: words.columns[key] })
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', way === 0 ? 'ascending' : 'descending')
}

/** A date `days` after today on Bogotá's clock, "YYYY-MM-DD". */
export function bogotaDate(days: number): string {
  const [today] = bogotaClock(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
