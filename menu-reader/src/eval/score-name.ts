// Whether the reader read the restaurant's name: the name as its logo or heading prints it (the truth's
// `restaurantName`), alike the reader's as a found item's name must be. A page that prints none ("" in its
// truth) is not scored: a name read there is no error the owner would notice (they type their own).
import { isAtLeast, similarity } from './similarity.ts'

/** How alike the read name must be to the printed one: as alike as a found item's name (the corpus rule). */
export const NAME_SIMILARITY = 0.8

/** true when read, false when missed or misread, null when the page prints no name. */
export function scoreRestaurantName(printed: string, read: string): boolean | null {
  if (printed.trim() === '') return null
  return isAtLeast(similarity(printed, read), NAME_SIMILARITY)
}
