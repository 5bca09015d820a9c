/** The cache entries of the owner's catalogues; everything about one catalogue lives under its id. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  categories: (catalogueId: string) => ['catalogues', catalogueId, 'categories'] as const,
  products: (catalogueId: string) => ['catalogues', catalogueId, 'products'] as const,
  design: (catalogueId: string) => ['catalogues', catalogueId, 'design'] as const,
}
