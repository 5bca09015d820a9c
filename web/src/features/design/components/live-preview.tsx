import { Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Design } from '#domain/catalogues/design.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import {
  CataloguePreview,
  type CataloguePreviewProps,
} from '../../../entities/catalogue/components/preview/catalogue-preview.tsx'
import { useObjectUrl } from '../../../lib/use-object-url.ts'
import type { DesignFormValues } from './design-form-values.ts'

/** The design as the form holds it right now, chosen images included, for the preview. */
export function usePreviewDesign(values: DesignFormValues): Design {
  const { logoFile, bannerFile, backgroundImageFile, ...design } = values
  const logo = useObjectUrl(logoFile)
  const banner = useObjectUrl(bannerFile)
  const backgroundImage = useObjectUrl(backgroundImageFile)
  return {
    ...design,
    logo: logo ?? design.logo,
    banner: banner ?? design.banner,
    backgroundImage: backgroundImage ?? design.backgroundImage,
  }
}

type Props = {
  design: Design
  /** The catalogue's categories and products with the business's currency and language, once loaded. */
  menu: Omit<CataloguePreviewProps, 'design'> | undefined
  /** Loads them again; given only when loading them failed. */
  onRetry?: () => void
  /** The saved design alone, for a role that may not change it: said so, instead of "with your changes". */
  isReadOnly?: boolean
}

/** The preview beside the form (below it on phones), following every edit; it stays in view below the header. */
export function LivePreview({ design, menu, onRetry, isReadOnly = false }: Props) {
  const { t } = useTranslation()
  return (
    <aside aria-labelledby="live-preview-heading" className="@3xl:sticky @3xl:top-24">
      <h2 id="live-preview-heading" className="font-semibold text-base text-stone-900">
        {t(isReadOnly ? 'design.livePreview.readOnlyTitle' : 'design.livePreview.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">
        {t(isReadOnly ? 'design.livePreview.readOnlyDescription' : 'design.livePreview.description')}
      </p>
      {menu ? (
        <CataloguePreview design={design} {...menu} className="h-[600px]" />
      ) : onRetry ? (
        <div className="space-y-3">
          <FormAlert id="live-preview-error">{t('design.livePreview.loadFailed')}</FormAlert>
          <Button variant="secondary" onClick={onRetry}>
            {t('design.livePreview.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('design.livePreview.loading')}
        </p>
      )}
    </aside>
  )
}
