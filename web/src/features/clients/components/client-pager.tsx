import { clsx } from 'clsx'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { pageWindow } from '#domain/clients/page-window.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'

type Props = { page: number; pageCount: number; onPageChange: (page: number) => void }

/**
 * Anterior, at most five page numbers around the current page, Siguiente (docs/product-spec.md §9); the
 * current page is marked for screen readers with `aria-current`.
 */
export function ClientPager({ page, pageCount, onPageChange }: Props) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('clients.paging.label')} className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden />
        <span className="max-sm:sr-only">{t('clients.paging.previous')}</span>
      </Button>
      <ul className="flex gap-1">
        {pageWindow(page, pageCount).map((number) => {
          const isCurrent = number === page
          return (
            <li key={number}>
              <button
                type="button"
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={t('clients.paging.page', { page: number })}
                onClick={() => onPageChange(number)}
                className={clsx(
                  buttonClasses({ variant: isCurrent ? 'primary' : 'ghost', size: 'icon' }),
                  'tabular-nums',
                )}
              >
                {number}
              </button>
            </li>
          )
        })}
      </ul>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <span className="max-sm:sr-only">{t('clients.paging.next')}</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  )
}
