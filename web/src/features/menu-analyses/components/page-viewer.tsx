import { clsx } from 'clsx'
import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuPage } from '../api/analysis-contract.ts'
import type { DraftItem } from '../review-draft.ts'

type Props = {
  pages: MenuPage[]
  pageNumber: number
  onPageChange: (pageNumber: number) => void
  /** The item whose box is marked on its page. */
  selected: DraftItem | null
}

/**
 * The page of the uploaded file beside the list (beyond the spec), with the selected item's
 * box marked. Boxes are in the page's units (`width` × `height`); percentages of those place them on the
 * picture at whatever size it is shown.
 */
export function PageViewer({ pages, pageNumber, onPageChange, selected }: Props) {
  const { t } = useTranslation()
  const [failedPages, setFailedPages] = useState<number[]>([])
  const page = pages.find((candidate) => candidate.number === pageNumber) ?? pages[0]
  if (!page) return null
  const box = selected?.source?.page === page.number ? selected.source.box : null
  const hasBox = box !== null && box.x1 > box.x0 && box.y1 > box.y0
  const hasFailed = failedPages.includes(page.number)

  return (
    <section aria-label={t('menuAnalyses.page.heading')} className="flex flex-col items-center">
      {pages.length > 1 ? (
        <fieldset className="mb-3 flex flex-wrap justify-center gap-1.5">
          <legend className="sr-only">{t('menuAnalyses.page.choose')}</legend>
          {pages.map((candidate) => (
            <button
              key={candidate.number}
              type="button"
              aria-pressed={candidate.number === page.number}
              onClick={() => onPageChange(candidate.number)}
              className={clsx(
                'h-8 rounded-lg px-3 font-medium text-sm transition-colors',
                candidate.number === page.number
                  ? 'bg-stone-900 text-white'
                  : 'bg-stone-100 text-stone-700 hover:bg-stone-200',
              )}
            >
              {t('menuAnalyses.page.pageButton', { number: candidate.number })}
            </button>
          ))}
        </fieldset>
      ) : null}
      {hasFailed ? (
        <p className="flex w-full flex-col items-center gap-2 rounded-2xl bg-stone-100 px-6 py-16 text-center text-sm text-stone-600">
          <ImageOff aria-hidden className="size-6" />
          {t('menuAnalyses.page.failed')}
        </p>
      ) : (
        <figure className="relative inline-block max-w-full overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
          <img
            src={page.image}
            alt={t('menuAnalyses.page.alt', { number: page.number })}
            width={page.width}
            height={page.height}
            onError={() => setFailedPages((current) => [...current, page.number])}
            className="block h-auto max-h-[70vh] w-auto max-w-full"
          />
          {hasBox && box ? (
            <div
              data-testid="item-highlight"
              aria-hidden
              className="pointer-events-none absolute rounded-sm bg-brand-500/15 outline-2 outline-brand-600 outline-offset-2 motion-safe:transition-all motion-safe:duration-200"
              style={{
                left: `${(box.x0 / page.width) * 100}%`,
                top: `${(box.y0 / page.height) * 100}%`,
                width: `${((box.x1 - box.x0) / page.width) * 100}%`,
                height: `${((box.y1 - box.y0) / page.height) * 100}%`,
              }}
            />
          ) : null}
          {hasBox && selected ? (
            <figcaption className="sr-only">
              {t('menuAnalyses.page.highlight', { name: selected.name })}
            </figcaption>
          ) : null}
        </figure>
      )}
    </section>
  )
}
