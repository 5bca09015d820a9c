/**
 * A URL slug from a business name ("Café de la Plaza" → "cafe-de-la-plaza"): lower case, accents dropped,
 * words joined by hyphens, at most 48 characters; "negocio" when nothing is left.
 */
export function toSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '')
  return slug || 'negocio'
}
