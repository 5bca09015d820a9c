import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'

type Props = { page: number; pages: number; onPageChange: (page: number) => void }

/** "Página 2 de 3" between Anterior and Siguiente, each disabled at its end of the list. */
export function PromotionPager({ page, pages, onPageChange }: Props) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <nav aria-label={t('promotions.paging.label')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden />
        {t('promotions.paging.previous')}
      </Button>
      <p aria-live="polite" className="text-sm text-stone-600 tabular-nums">
        {t('promotions.paging.page', { page, pages })}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('promotions.paging.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  )
}
