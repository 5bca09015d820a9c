/**
 * Text as searches compare it: without accents or case ("Muñoz" → "munoz", "ÁLVAREZ" → "alvarez"), spaces
 * collapsed.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** What a client is found by: the folded name and e-mail, and the phone's digits (with and without prefix). */
export function clientSearchText(client: {
  nombreCompleto: string
  email: string
  phoneKey: string
  telefono: string
}) {
  const nationalDigits = client.telefono.replace(/\D/g, '')
  return [foldText(client.nombreCompleto), foldText(client.email), client.phoneKey, nationalDigits]
    .filter((part) => part.length > 0)
    .join(' ')
}

/**
 * What the owner typed in the search box, as the server compares it: a phone (only digits and the signs
 * phones are written with, at least 3 digits) is looked for by its digits whatever the spaces and dashes
 * ("300 123" finds "300-123-4567"); anything else by folded text ("munoz" finds "Muñoz").
 */
export function searchTermOf(typed: string): { kind: 'digits' | 'text'; value: string } | null {
  const trimmed = typed.trim()
  if (trimmed.length === 0) return null
  const digits = trimmed.replace(/\D/g, '')
  if (/^[\d\s().+\-/]+$/.test(trimmed) && digits.length >= 3) return { kind: 'digits', value: digits }
  const text = foldText(trimmed)
  return text.length > 0 ? { kind: 'text', value: text } : null
}

/** An e-mail as clients are matched by it: case does not tell two addresses apart. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase()
}
