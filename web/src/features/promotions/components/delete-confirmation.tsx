import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'

type Props = {
  /** The promotion the owner asked to delete, or null when nothing is being asked. */
  promotion: Promotion | null
  isDeleting: boolean
  onConfirm: (promotion: Promotion) => void
  onCancel: () => void
}

/**
 * "¿Estás seguro de que deseas eliminar esta promoción?" (docs/product-spec.md §8) before a deletion, with
 * Cancelar focused first so Enter never deletes by accident.
 */
export function DeleteConfirmation({ promotion, isDeleting, onConfirm, onCancel }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open={promotion !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {promotion ? (
        <DialogContent
          role="alertdialog"
          title={t('promotions.deletion.title')}
          description={t('promotions.deletion.message')}
        >
          <p className="mt-3 font-medium text-stone-900">
            {promotion.nombre || t('promotions.list.untitled')}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button variant="secondary" onClick={onCancel}>
              {t('promotions.deletion.cancel')}
            </Button>
            <Button
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              disabled={isDeleting}
              onClick={() => onConfirm(promotion)}
            >
              {isDeleting ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
              {t('promotions.deletion.confirm')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
