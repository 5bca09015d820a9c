import { Eye, Loader2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { Button } from '../../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../../components/ui/form-alert.tsx'
import { CataloguePreview } from '../../../../entities/catalogue/components/preview/catalogue-preview.tsx'
import { PublicPreviewLink } from '../../../../entities/catalogue/components/sharing/public-preview-link.tsx'
import { usePreviewData } from './use-preview-data.ts'

type Props = { catalogue: Catalogue }

/**
 * A catalogue's "Vista previa" (docs/product-spec.md §2 "My Catalogs"): the catalogue as a visitor's phone
 * shows it.
 */
export function CataloguePreviewDialog({ catalogue }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          aria-label={t('catalogues.mine.previewNamed', { name: catalogue.nombre })}
        >
          <Eye aria-hidden />
          {t('catalogues.mine.preview')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('catalogues.mine.previewTitle', { name: catalogue.nombre })}
        className="max-w-[26rem] p-4 sm:p-6"
      >
        <PreviewBody catalogueId={catalogue.id} />
        {/* The page diners get, for this catalogue even when it is not active. */}
        <div className="mt-4 grid gap-2 min-[26rem]:grid-cols-2">
          <PublicPreviewLink catalogue={catalogue} />
          <DialogClose asChild>
            <Button variant="secondary">{t('catalogues.mine.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}

// Mounted only while the dialog is open, so the cards do not load every catalogue's products up front.
function PreviewBody({ catalogueId }: { catalogueId: string }) {
  const { t } = useTranslation()
  const alertId = useId()
  const preview = usePreviewData(catalogueId)

  if (preview.status === 'failed') {
    return (
      <div className="mt-4">
        <FormAlert id={alertId}>{t('catalogues.mine.previewFailed')}</FormAlert>
      </div>
    )
  }
  if (preview.status === 'pending') {
    return (
      <p role="status" className="mt-4 flex h-40 items-center justify-center gap-2 text-stone-600">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('catalogues.mine.previewLoading')}
      </p>
    )
  }
  return <CataloguePreview {...preview.data} className="mt-4 h-[min(640px,calc(100dvh-13rem))]" />
}
