import { describe, expect, it } from 'vitest'
import { mergeDuplicateRows } from './merge-duplicate-rows.ts'
import type { ImportedClient } from './read-client-row.ts'

const client = (line: number, values: Partial<ImportedClient>): ImportedClient => ({
  line,
  nombreCompleto: `Row ${line}`,
  telefono: '',
  phoneKey: '',
  email: '',
  emailKey: '',
  pais: null,
  estado: null,
  notas: '',
  ...values,
})
const withEmail = (email: string) => ({ email, emailKey: email.toLowerCase() })
const withPhone = (telefono: string, phoneKey: string) => ({ telefono, phoneKey })

describe('mergeDuplicateRows', () => {
  it('keeps rows that share nothing apart', () => {
    const rows = [
      client(2, withEmail('a@x.co')),
      client(3, withEmail('b@x.co')),
      client(4, withPhone('1', '5711')),
    ]
    expect(mergeDuplicateRows(rows)).toEqual({ clients: rows, merged: 0 })
  })

  it('folds a later row with the same e-mail or phone into the first, later values filling the gaps', () => {
    const { clients, merged } = mergeDuplicateRows([
      client(2, { ...withEmail('Ana@X.co'), estado: 'VIP' }),
      client(3, withEmail('b@x.co')),
      client(4, { ...withEmail('ana@x.co'), ...withPhone('300 123 4567', '573001234567'), notas: 'ventana' }),
      client(5, { ...withEmail('ana@x.co'), estado: 'Inactivo', notas: 'otra' }),
    ])
    expect(merged).toBe(2)
    expect(clients.map((row) => row.line)).toEqual([2, 3])
    expect(clients[0]).toEqual(
      client(2, {
        ...withEmail('Ana@X.co'),
        ...withPhone('300 123 4567', '573001234567'),
        estado: 'VIP',
        notas: 'ventana',
      }),
    )
  })

  it('joins rows transitively: an e-mail shared with one row and a phone with another', () => {
    const { clients, merged } = mergeDuplicateRows([
      client(2, withPhone('300', '57300')),
      client(3, withEmail('c@x.co')),
      client(4, { ...withEmail('c@x.co'), ...withPhone('+57 300', '57300') }),
      client(5, withEmail('d@x.co')),
    ])
    expect(merged).toBe(2)
    expect(clients.map((row) => [row.line, row.emailKey, row.phoneKey])).toEqual([
      [2, 'c@x.co', '57300'],
      [5, 'd@x.co', ''],
    ])
  })

  it('keeps two people apart who share a phone but not an e-mail, and joins a row without e-mail to the first', () => {
    const phone = withPhone('300 123 4567', '573001234567')
    const { clients, merged } = mergeDuplicateRows([
      client(2, { ...withEmail('ana@x.co'), ...phone }),
      client(3, { ...withEmail('luis@x.co'), ...phone }),
      client(4, { ...phone, notas: 'sin correo' }),
      client(5, { ...withEmail('luis@x.co'), estado: 'VIP' }),
    ])
    expect(merged).toBe(2)
    expect(clients.map((row) => [row.line, row.emailKey, row.notas, row.estado])).toEqual([
      [2, 'ana@x.co', 'sin correo', null],
      [3, 'luis@x.co', '', 'VIP'],
    ])
  })
})
