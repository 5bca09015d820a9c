import { type Client, type ClientStatus, DEFAULT_CLIENT_STATUS } from '#domain/clients/client.schema.ts'
import { type ClientCountryCode, DEFAULT_CLIENT_COUNTRY } from '#domain/clients/client-countries.ts'
import { nationalPhone } from './client-display.ts'

/** What the create and edit modal holds: ClientInputSchema's fields, the phone as shown through its mask. */
export type ClientFormValues = {
  nombreCompleto: string
  telefono: string
  email: string
  pais: ClientCountryCode
  estado: ClientStatus
  notas: string
}

const FORM_FIELDS = ['nombreCompleto', 'telefono', 'email', 'pais', 'estado', 'notas'] as const

/** The modal's starting values: the client's own, or a new client's (Colombia, Activo: docs/product-spec.md §9). */
export function clientFormDefaults(client: Client | null): ClientFormValues {
  if (!client) {
    return {
      nombreCompleto: '',
      telefono: '',
      email: '',
      pais: DEFAULT_CLIENT_COUNTRY,
      estado: DEFAULT_CLIENT_STATUS,
      notas: '',
    }
  }
  return {
    nombreCompleto: client.nombreCompleto,
    telefono: nationalPhone(client.telefono, client.pais),
    email: client.email,
    pais: client.pais,
    estado: client.estado,
    notas: client.notas,
  }
}

/** The modal's field a server refusal names (`{ email: ['clients.errors.emailTaken'] }`), if it has one. */
export function formFieldOf(serverField: string): keyof ClientFormValues | null {
  return (FORM_FIELDS as readonly string[]).includes(serverField)
    ? (serverField as keyof ClientFormValues)
    : null
}
