import { describe, expect, it } from 'vitest'
import type { ImportedClient } from '#domain/clients/csv/read-client-row.ts'
import { type ClientRow, clientRowValues } from './client-row.ts'
import { changedFields, planClientImport } from './clients-import.plan.ts'

let ids = 0
function existing(fields: Partial<Parameters<typeof clientRowValues>[1]>): ClientRow {
  const values = clientRowValues('business', {
    nombreCompleto: 'Ana Muñoz',
    telefono: '',
    email: '',
    pais: 'CO',
    estado: 'Activo',
    notas: '',
    ...fields,
  })
  const at = new Date('2026-01-01T00:00:00Z')
  return {
    ...values,
    id: `client-${++ids}`,
    lastVisitAt: null,
    visitCount: 0,
    whatsappConsentAt: null,
    createdAt: at,
    updatedAt: at,
  }
}

function person(line: number, values: Partial<ImportedClient>): ImportedClient {
  return {
    line,
    nombreCompleto: 'Ana Muñoz',
    telefono: '',
    phoneKey: '',
    email: '',
    emailKey: '',
    pais: null,
    estado: null,
    notas: '',
    ...values,
  }
}

describe('planClientImport', () => {
  it('creates whom it does not know: Activo, the country of the phone’s prefix, else the business’s', () => {
    const plan = planClientImport(
      [
        person(2, { telefono: '+34 612 34 56 78', phoneKey: '34612345678' }),
        person(3, { nombreCompleto: 'Luis', email: 'luis@x.co', emailKey: 'luis@x.co' }),
      ],
      [existing({ email: 'otra@x.co' })],
      'MX',
    )
    expect(plan).toEqual({
      creations: [
        {
          nombreCompleto: 'Ana Muñoz',
          telefono: '+34 612 34 56 78',
          email: '',
          pais: 'ES',
          estado: 'Activo',
          notas: '',
        },
        { nombreCompleto: 'Luis', telefono: '', email: 'luis@x.co', pais: 'MX', estado: 'Activo', notas: '' },
      ],
      changes: [],
      unchanged: 0,
      merged: 0,
    })
  })

  it('matches by e-mail first, then by phone with the oldest client whose e-mail allows it', () => {
    const ana = existing({ email: 'ana@x.co', telefono: '300 123 4567' })
    const luis = existing({ nombreCompleto: 'Luis', email: 'luis@x.co', telefono: '300 999 9999' })
    const family = existing({ nombreCompleto: 'Familia', telefono: '300 999 9999' })
    const plan = planClientImport(
      [
        person(2, {
          email: 'ANA@x.co',
          emailKey: 'ana@x.co',
          telefono: '300 999 9999',
          phoneKey: '573009999999',
        }),
        person(3, {
          nombreCompleto: 'Familia',
          email: 'pepe@x.co',
          emailKey: 'pepe@x.co',
          phoneKey: '573009999999',
          telefono: '3009999999',
        }),
      ],
      [ana, luis, family],
      'CO',
    )
    expect(plan.creations).toEqual([])
    // Ana by her e-mail (her phone changes); the second by the phone, skipping Luis, whose e-mail is another.
    expect(plan.changes).toEqual([
      { id: ana.id, fields: expect.objectContaining({ telefono: '300 999 9999' }) },
      { id: family.id, fields: expect.objectContaining({ email: 'pepe@x.co', telefono: '300 999 9999' }) },
    ])
  })

  it('folds two of the file’s people who match one client into the first', () => {
    const ana = existing({ email: 'ana@x.co', telefono: '300 123 4567' })
    const plan = planClientImport(
      [
        person(2, { email: 'ana@x.co', emailKey: 'ana@x.co', estado: 'VIP' }),
        person(3, {
          nombreCompleto: 'Ana M.',
          telefono: '300 123 4567',
          phoneKey: '573001234567',
          notas: 'ventana',
        }),
      ],
      [ana],
      'CO',
    )
    expect(plan.merged).toBe(1)
    expect(plan.changes).toEqual([
      {
        id: ana.id,
        fields: expect.objectContaining({ nombreCompleto: 'Ana Muñoz', estado: 'VIP', notas: 'ventana' }),
      },
    ])
  })
})

describe('changedFields', () => {
  const row = existing({
    telefono: '612 34 56 78',
    email: 'ana@x.co',
    pais: 'ES',
    estado: 'VIP',
    notas: 'mesa 4',
  })

  it('sees no change in what only its writing differs by, nor in what the row leaves empty', () => {
    expect(changedFields(row, person(2, { email: 'ANA@X.CO', emailKey: 'ana@x.co' }))).toBeNull()
    // A national number read with the client's own country when the row names none.
    expect(changedFields(row, person(2, { telefono: '612345678', phoneKey: '57612345678' }))).toBeNull()
    expect(changedFields(row, person(2, { telefono: '+34 612-345-678', phoneKey: '34612345678' }))).toBeNull()
    expect(changedFields(row, person(2, { pais: 'ES', estado: 'VIP', notas: 'mesa 4' }))).toBeNull()
  })

  it('replaces each value the row gives that differs', () => {
    expect(
      changedFields(row, person(2, { nombreCompleto: 'Ana María', estado: 'Inactivo', notas: 'terraza' })),
    ).toEqual({
      nombreCompleto: 'Ana María',
      telefono: '612 34 56 78',
      email: 'ana@x.co',
      pais: 'ES',
      estado: 'Inactivo',
      notas: 'terraza',
    })
  })
})
