import {
  ArrowDown,
  ArrowUp,
  Clock,
  Ellipsis,
  Eye,
  EyeOff,
  FolderOpen,
  Pencil,
  Plus,
  Table2,
  Trash2,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx'
import { IconButton } from '../../../components/ui/icon-button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { describeAvailability } from '../../../entities/catalogue/availability-form.ts'
import { Thumbnail } from '../../../entities/catalogue/components/thumbnail.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'

type Props = {
  category: Category
  /** Unknown while the products load, or when they could not be read. */
  productCount: number | undefined
  /** Where "Añadir producto" goes: the products page, with the new-product dialog open for this category. */
  addProductPath: string
  /** Where "Precios en tabla" goes (a category with shared sizes): the products page, its grid open. */
  priceGridPath: string
  /** Present in the menu's order only: moving makes no sense in a sorted list. */
  move?: { canMoveUp: boolean; canMoveDown: boolean; onMove: (step: -1 | 1) => void }
  onEdit: () => void
  onToggleVisible: () => void
  onDelete: () => void
}

/** The id of a category's element, for giving focus back to it after a move, an edit or an undo. */
export function categoryElementId(categoryId: string, part: 'up' | 'down' | 'edit' | 'more') {
  return `category-${categoryId}-${part}`
}

/**
 * One category of the list (docs/product-spec.md §2 "Categories"): what it holds, and what the owner can do
 * with it.
 */
export function CategoryItem({
  category,
  productCount,
  addProductPath,
  priceGridPath,
  move,
  ...actions
}: Props) {
  const { t } = useTranslation()
  const { name } = category
  // Staff and read-only members see the categories as they are (decision 073).
  const canWrite = useCan('catalogue.write')
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
      {canWrite && move ? (
        <div className="flex flex-col gap-1">
          <IconButton
            id={categoryElementId(category.id, 'up')}
            label={t('categories.item.moveUp', { name })}
            isDisabled={!move.canMoveUp}
            onClick={() => move.onMove(-1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </IconButton>
          <IconButton
            id={categoryElementId(category.id, 'down')}
            label={t('categories.item.moveDown', { name })}
            isDisabled={!move.canMoveDown}
            onClick={() => move.onMove(1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </IconButton>
        </div>
      ) : null}
      <Thumbnail image={category.image} icon={FolderOpen} className="size-14 sm:size-16" />
      <div className="min-w-0 flex-1 basis-40">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="wrap-anywhere font-semibold text-stone-900">{name}</h3>
          {category.isVisible ? null : (
            <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-700 text-xs">
              <EyeOff aria-hidden className="size-3.5" />
              {t('categories.item.hidden')}
            </span>
          )}
        </div>
        {category.description ? (
          <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{category.description}</p>
        ) : null}
        {category.variantLabels.length > 0 ? (
          <p className="mt-1 text-stone-700 text-xs">
            {t('categories.item.sizes', { labels: category.variantLabels.join(' · ') })}
          </p>
        ) : null}
        <ServingHours category={category} />
        {productCount === undefined ? null : (
          <p className="mt-1 text-stone-600 text-xs">
            {t('categories.item.productCount', { count: productCount })}
          </p>
        )}
      </div>
      {canWrite ? (
        <div className="flex w-full items-center justify-end gap-2 sm:w-auto">
          {category.variantLabels.length > 0 ? (
            <Link
              to={priceGridPath}
              aria-label={t('categories.item.priceGridFor', { name })}
              className={buttonClasses({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
            >
              <Table2 aria-hidden />
              {t('categories.item.priceGrid')}
            </Link>
          ) : null}
          <Link
            to={addProductPath}
            aria-label={t('categories.item.addProductTo', { name })}
            className={buttonClasses({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
          >
            <Plus aria-hidden />
            {t('categories.item.addProduct')}
          </Link>
          <Button
            id={categoryElementId(category.id, 'edit')}
            variant="secondary"
            size="icon"
            aria-label={t('categories.item.edit', { name })}
            onClick={actions.onEdit}
          >
            <Pencil aria-hidden />
          </Button>
          <MoreActions category={category} {...actions} />
        </div>
      ) : null}
    </li>
  )
}

/** "Lun–Vie 13:00–16:00": when the category's dishes are served, when it has hours. */
function ServingHours({ category }: { category: Category }) {
  const { t } = useTranslation()
  const hours = describeAvailability(category.availability, { t, language: getCurrentLanguage() })
  if (!hours) return null
  return (
    <p className="mt-1 flex items-start gap-1 text-stone-700 text-xs">
      <Clock aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        <span className="sr-only">{t('availability.summary.label')} </span>
        {hours}
      </span>
    </p>
  )
}

type MoreProps = Pick<Props, 'category' | 'onToggleVisible' | 'onDelete'>

function MoreActions({ category, onToggleVisible, onDelete }: MoreProps) {
  const { t } = useTranslation()
  const { name } = category
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        id={categoryElementId(category.id, 'more')}
        aria-label={t('categories.item.more', { name })}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <Ellipsis aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onToggleVisible}>
          {category.isVisible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {category.isVisible ? t('categories.item.hide') : t('categories.item.show')}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={onDelete}
          className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-600"
        >
          <Trash2 aria-hidden />
          {t('categories.item.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
