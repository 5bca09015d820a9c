import { Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { useCategories } from '../../../entities/catalogue/api/get-categories.ts'
import { useDesign } from '../../../entities/catalogue/api/get-design.ts'
import { useProducts } from '../../../entities/catalogue/api/get-products.ts'
import type { Language } from '../../../lib/i18n.ts'
import { DesignForm } from './design-form.tsx'
import { LivePreview } from './live-preview.tsx'

type Props = {
  catalogue: Catalogue
  /** How the business's menu shows prices and its own words; the route reads it from the signed-in owner. */
  menuLocale: { currency: string; language: Language }
}

/**
 * Loads what Diseño needs for one catalogue: its design for the form, and its categories and products for
 * the preview (which may arrive later, or fail on its own). A role that may not change the catalogue
 * (decision 073) gets the preview of the saved design without the form.
 */
export function DesignEditor({ catalogue, menuLocale }: Props) {
  const { t } = useTranslation()
  const canWrite = useCan('catalogue.write')
  const design = useDesign(catalogue.id)
  const categories = useCategories(catalogue.id)
  const products = useProducts(catalogue.id)

  if (design.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('design.loading')}
      </p>
    )
  }
  if (design.isError) {
    return (
      <div className="space-y-3">
        <FormAlert id="design-load-error">{t('design.errors.loadFailed')}</FormAlert>
        <Button variant="secondary" onClick={() => design.refetch()}>
          {t('design.livePreview.retry')}
        </Button>
      </div>
    )
  }

  const menu =
    categories.data && products.data
      ? { categories: categories.data, products: products.data, ...menuLocale }
      : undefined
  const retryMenu = () => {
    if (categories.isError) categories.refetch()
    if (products.isError) products.refetch()
  }

  if (!canWrite) {
    return (
      <div className="max-w-sm">
        <LivePreview
          design={design.data}
          menu={menu}
          onRetry={categories.isError || products.isError ? retryMenu : undefined}
          isReadOnly
        />
      </div>
    )
  }
  return (
    <DesignForm
      // Another catalogue is another form: nothing typed for one may leak into the other.
      key={catalogue.id}
      catalogueId={catalogue.id}
      design={design.data}
      menu={menu}
      onRetryMenu={categories.isError || products.isError ? retryMenu : undefined}
    />
  )
}
