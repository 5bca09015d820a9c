import { useCategories } from '../../../../entities/catalogue/api/get-categories.ts'
import { useDesign } from '../../../../entities/catalogue/api/get-design.ts'
import { useProducts } from '../../../../entities/catalogue/api/get-products.ts'
import type { CataloguePreviewProps } from '../../../../entities/catalogue/components/preview/catalogue-preview.tsx'
import { useMenuLocale } from './menu-locale.ts'

type PreviewData = Omit<CataloguePreviewProps, 'isCompact' | 'className'>

/** Everything CataloguePreview needs to show one saved catalogue, read from the server. */
export function usePreviewData(
  catalogueId: string,
): { status: 'pending' } | { status: 'failed' } | { status: 'ready'; data: PreviewData } {
  const design = useDesign(catalogueId)
  const categories = useCategories(catalogueId)
  const products = useProducts(catalogueId)
  const { currency, language } = useMenuLocale()

  if (design.isError || categories.isError || products.isError) return { status: 'failed' }
  if (!design.data || !categories.data || !products.data) return { status: 'pending' }
  return {
    status: 'ready',
    data: {
      design: design.data,
      categories: categories.data,
      products: products.data,
      currency,
      language,
    },
  }
}
