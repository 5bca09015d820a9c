import type { ClientCountryCode } from '#domain/clients/client-countries.ts'
import { phoneKey } from '#domain/clients/client-phone.ts'
import { canShareOnePerson, fillInClient } from '#domain/clients/csv/merge-duplicate-rows.ts'
import {
  type ImportedClient,
  newClientCountry,
  newClientStatus,
} from '#domain/clients/csv/read-client-row.ts'
import type { ClientFields, ClientRow } from './client-row.ts'

/**
 * What an import writes: new clients, existing ones with the fields a row changes, how many existing ones a
 * row matched without changing anything, and how many of the file's people were folded into another because
 * they matched the same existing client.
 */
export type ImportPlan = {
  creations: ClientFields[]
  changes: { id: string; fields: ClientFields }[]
  unchanged: number
  merged: number
}

const fieldsOf = (row: ClientRow): ClientFields => ({
  nombreCompleto: row.nombreCompleto,
  telefono: row.telefono,
  email: row.email,
  pais: row.pais,
  estado: row.estado,
  notas: row.notas,
})

const newClientFields = (client: ImportedClient, fallbackCountry: ClientCountryCode): ClientFields => ({
  nombreCompleto: client.nombreCompleto,
  telefono: client.telefono,
  email: client.email,
  pais: newClientCountry(client, fallbackCountry),
  estado: newClientStatus(client),
  notas: client.notas,
})

/**
 * An existing client's fields with what the file's person changes, or null when nothing: each value the row
 * gives replaces the kept one when it differs. A phone and an e-mail differ only by their keys ("+57 300…"
 * is "300…"; "ANA@x.co" is "ana@x.co"), so re-importing an exported file changes nothing. A country the row
 * does not give is not guessed from its phone here: the client keeps theirs.
 */
export function changedFields(row: ClientRow, client: ImportedClient): ClientFields | null {
  const fields = fieldsOf(row)
  let isChanged = false
  const change = <K extends keyof ClientFields>(field: K, value: ClientFields[K]) => {
    fields[field] = value
    isChanged = true
  }
  if (client.nombreCompleto !== row.nombreCompleto) change('nombreCompleto', client.nombreCompleto)
  if (client.pais !== null && client.pais !== row.pais) change('pais', client.pais)
  if (client.telefono !== '' && phoneKey(client.telefono, fields.pais) !== row.phoneKey) {
    change('telefono', client.telefono)
  }
  if (client.email !== '' && client.emailKey !== row.emailKey) change('email', client.email)
  if (client.estado !== null && client.estado !== row.estado) change('estado', client.estado)
  if (client.notas !== '' && client.notas !== row.notas) change('notas', client.notas)
  return isChanged ? fields : null
}

/**
 * Matches the file's people (already merged among themselves) with the business's clients: by e-mail key,
 * else by phone key with the oldest client whose e-mail does not say it is someone else (`canShareOnePerson`).
 * Two people of the file that match one client are folded into the first (`fillInClient`). `existing` holds
 * the clients with any of the file's keys, oldest first; `fallbackCountry` is a new client's country when
 * neither their row nor their phone says one (the business's).
 */
export function planClientImport(
  people: ImportedClient[],
  existing: ClientRow[],
  fallbackCountry: ClientCountryCode,
): ImportPlan {
  const byEmail = new Map<string, ClientRow>()
  const byPhone = new Map<string, ClientRow[]>()
  for (const row of existing) {
    if (row.emailKey !== '') byEmail.set(row.emailKey, row)
    if (row.phoneKey !== '') byPhone.set(row.phoneKey, [...(byPhone.get(row.phoneKey) ?? []), row])
  }
  const claims = new Map<string, { row: ClientRow; client: ImportedClient }>()
  const emailOf = (row: ClientRow) => row.emailKey || claims.get(row.id)?.client.emailKey || ''
  const creations: ClientFields[] = []
  let merged = 0
  for (const client of people) {
    const match =
      (client.emailKey !== '' ? byEmail.get(client.emailKey) : undefined) ??
      (client.phoneKey !== ''
        ? byPhone.get(client.phoneKey)?.find((row) => canShareOnePerson(emailOf(row), client.emailKey))
        : undefined)
    if (!match) {
      creations.push(newClientFields(client, fallbackCountry))
      continue
    }
    const claim = claims.get(match.id)
    if (claim) merged++
    claims.set(match.id, { row: match, client: claim ? fillInClient(claim.client, client) : client })
  }
  const changes: ImportPlan['changes'] = []
  for (const { row, client } of claims.values()) {
    const fields = changedFields(row, client)
    if (fields) changes.push({ id: row.id, fields })
  }
  return { creations, changes, unchanged: claims.size - changes.length, merged }
}
