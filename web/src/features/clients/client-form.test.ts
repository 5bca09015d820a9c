import { describe, expect, it } from 'vitest'
import { ClientInputSchema } from '#domain/clients/client.schema.ts'
import { clientFormDefaults, formFieldOf } from './client-form.ts'
import { buildClient } from './testing/fake-clients.ts'

describe('clientFormDefaults', () => {
  it('starts a new client in Colombia and Activo, with nothing typed', () => {
    expect(clientFormDefaults(null)).toEqual({
      nombreCompleto: '',
      telefono: '',
      email: '',
      pais: 'CO',
      estado: 'Activo',
      notas: '',
    })
  })

  it('shows a saved client’s phone through the mask, and saves what the schema accepts', () => {
    const client = buildClient({
      id: 'c1',
      nombreCompleto: 'Lucía Muñoz',
      telefono: '+34 612345678',
      pais: 'ES',
      estado: 'VIP',
      email: 'lucia@example.es',
      notas: 'Mesa junto a la ventana',
    })
    const values = clientFormDefaults(client)
    expect(values).toMatchObject({ telefono: '612 34 56 78', pais: 'ES', estado: 'VIP' })
    expect(ClientInputSchema.parse(values)).toEqual({
      nombreCompleto: 'Lucía Muñoz',
      telefono: '612 34 56 78',
      email: 'lucia@example.es',
      pais: 'ES',
      estado: 'VIP',
      notas: 'Mesa junto a la ventana',
    })
  })
})

describe('formFieldOf', () => {
  it('knows the modal’s fields and nothing else', () => {
    expect(formFieldOf('email')).toBe('email')
    expect(formFieldOf('telefono')).toBe('telefono')
    expect(formFieldOf('businessId')).toBeNull()
  })
})
