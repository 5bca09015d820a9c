import { Smartphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx'
import {
  CataloguePreview,
  type CataloguePreviewProps,
} from '../../../entities/catalogue/components/preview/catalogue-preview.tsx'

/** "Vista previa": the catalogue at a phone's size, larger than the live panel; focus returns to the button. */
export function PreviewDialog({
  triggerClassName,
  ...props
}: Omit<CataloguePreviewProps, 'isCompact' | 'className'> & { triggerClassName?: string }) {
  const { t } = useTranslation()
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" className={triggerClassName}>
          <Smartphone aria-hidden />
          {t('design.actions.preview')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('design.previewDialog.title')}
        description={t('design.previewDialog.description')}
        className="max-h-[calc(100dvh-2rem)] max-w-[440px] overflow-y-auto p-4 sm:p-6"
      >
        <CataloguePreview {...props} className="mt-4 h-[min(720px,calc(100dvh-13rem))]" />
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('design.previewDialog.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}
