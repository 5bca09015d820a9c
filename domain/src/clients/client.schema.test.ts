import { describe, expect, it } from 'vitest'
import { ClientInputSchema, ClientListQuerySchema } from './client.schema.ts'

const valid = { nombreCompleto: 'Ana Muñoz', telefono: '300 123 4567', email: 'ana@correo.co' }

function errorsOf(input: unknown) {
  const result = ClientInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)
}

describe('client input', () => {
  it('starts a new client in Colombia, Activo, without notes', () => {
    expect(ClientInputSchema.parse(valid)).toEqual({ ...valid, pais: 'CO', estado: 'Activo', notas: '' })
  })

  it('requires a full name, a phone and a valid e-mail (docs/product-spec.md §5)', () => {
    expect(errorsOf({ nombreCompleto: ' ', telefono: '', email: '' })).toEqual([
      'nombreCompleto:clients.errors.nameRequired',
      'telefono:clients.errors.phoneRequired',
      'email:clients.errors.emailRequired',
    ])
    expect(errorsOf({ ...valid, email: 'ana@' })).toEqual(['email:clients.errors.email'])
  })

  it('refuses a name too long instead of cutting it, and a phone with no number', () => {
    expect(errorsOf({ ...valid, nombreCompleto: 'a'.repeat(10_000) })).toEqual([
      'nombreCompleto:clients.errors.nameTooLong',
    ])
    expect(errorsOf({ ...valid, telefono: 'llamar' })).toEqual(['telefono:clients.errors.phoneInvalid'])
    expect(errorsOf({ ...valid, pais: 'XX' })).toHaveLength(1)
  })
})

describe('client list query', () => {
  it('defaults to the first page by name, ascending, and reads a page from the address', () => {
    expect(ClientListQuerySchema.parse({})).toEqual({ q: '', sort: 'nombreCompleto', dir: 'asc', page: 1 })
    expect(ClientListQuerySchema.parse({ page: '3', sort: 'estado', dir: 'desc' }).page).toBe(3)
    expect(ClientListQuerySchema.safeParse({ page: '0' }).success).toBe(false)
    expect(ClientListQuerySchema.safeParse({ sort: 'email' }).success).toBe(false)
  })
})
