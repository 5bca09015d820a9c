import { useTranslation } from 'react-i18next'
import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'

type Props = {
  /** The promotion the owner asked to delete, or null when nothing is being asked. */
  promotion: Promotion | null
  isDeleting: boolean
  onConfirm: (promotion: Promotion) => void
  onCancel: () => void
}

/** "¿Estás seguro de que deseas eliminar esta promoción?" (docs/product-spec.md §8) before a deletion. */
export function DeleteConfirmation({ promotion, isDeleting, onConfirm, onCancel }: Props) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      subject={promotion ? promotion.nombre || t('promotions.list.untitled') : null}
      title={t('promotions.deletion.title')}
      message={t('promotions.deletion.message')}
      confirmLabel={t('promotions.deletion.confirm')}
      cancelLabel={t('promotions.deletion.cancel')}
      isPending={isDeleting}
      onConfirm={() => (promotion ? onConfirm(promotion) : undefined)}
      onCancel={onCancel}
    />
  )
}
