import { VariantInputSchema } from '#domain/catalogues/variant.schema.ts'

// The server's own rule for an id sent back (a UUID): the list may briefly hold provisional ids
// ("pending-…", see update-product.ts) until it is read again, and the server refuses those.
const SentIdSchema = VariantInputSchema.shape.id

/**
 * A saved variant's, group's or option's id, to send back so the server keeps it (and the promotions aimed
 * at it); nothing for a new one, or for an id the server never gave (a provisional one): it then makes one.
 */
export function keepSavedId(id: string | undefined): { id?: string } {
  return id !== undefined && SentIdSchema.safeParse(id).success ? { id } : {}
}
