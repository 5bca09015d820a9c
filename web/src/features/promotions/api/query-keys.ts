/** The cache entries of promotions: a catalogue's list, and one promotion read for editing. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (catalogueId: string) => ['promotions', 'list', catalogueId] as const,
  one: (id: string) => ['promotions', 'one', id] as const,
}
