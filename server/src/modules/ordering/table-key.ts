import { randomInt } from 'node:crypto'
import { TABLE_KEY_ALPHABET, TABLE_KEY_LENGTH } from '#domain/ordering/dining-table.schema.ts'

/**
 * A new table key: `TABLE_KEY_LENGTH` characters drawn uniformly from the 32 of the alphabet by the system's
 * random source, 60 bits nobody can derive from the table's name, number or another table's key.
 */
export function newTableKey(): string {
  let key = ''
  for (let index = 0; index < TABLE_KEY_LENGTH; index += 1) {
    key += TABLE_KEY_ALPHABET[randomInt(TABLE_KEY_ALPHABET.length)]
  }
  return key
}
