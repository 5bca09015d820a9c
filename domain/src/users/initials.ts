/**
 * Initials for an avatar (docs/product-spec.md §3 "Profile-menu user"): the first letter of each of the first
 * two words, uppercased, at most 2 characters. Blank names give an empty string.
 */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  // Array.from splits by code point, so a name starting with an emoji or an astral letter stays whole.
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return Array.from(letters.join('').toUpperCase()).slice(0, 2).join('')
}
