import { CircleCheck, CirclePower, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { Button, buttonClasses } from '../../../../components/ui/button.tsx'
import { useCan } from '../../../../entities/account/use-can.ts'
import { useCategories } from '../../../../entities/catalogue/api/get-categories.ts'
import { useProducts } from '../../../../entities/catalogue/api/get-products.ts'
import { CataloguePreview } from '../../../../entities/catalogue/components/preview/catalogue-preview.tsx'
import { ShareDialog } from '../../../../entities/catalogue/components/sharing/share-dialog.tsx'
import { editingPath } from '../../../../entities/catalogue/editing-catalogue.ts'
import { formatEditedAgo } from '../../edited-ago.ts'
import { type CatalogueDialog, CatalogueMenu } from './catalogue-dialogs.tsx'
import { CataloguePreviewDialog } from './catalogue-preview-dialog.tsx'
import { CatalogueThumbnail } from './catalogue-thumbnail.tsx'
import { usePreviewData } from './use-preview-data.ts'

type CardProps = {
  catalogue: Catalogue
  now: number
  /** Opens the rename or delete dialog, which the page holds. */
  onOpenDialog: (dialog: CatalogueDialog) => void
}

/** "Editar" names its catalogue for screen readers (as "Activar" and "Vista previa" do): a grid has many. */
function EditLink({ catalogue, variant }: { catalogue: Catalogue; variant: 'primary' | 'secondary' }) {
  const { t } = useTranslation()
  return (
    <Link
      to={editingPath('/dashboard/categorias', catalogue.id)}
      aria-label={t('catalogues.mine.editNamed', { name: catalogue.nombre })}
      className={buttonClasses({ variant })}
    >
      <Pencil aria-hidden />
      {t('catalogues.mine.edit')}
    </Link>
  )
}

/**
 * The active catalogue, large, with its menu as visitors' phones show it (docs/product-spec.md §2 "My
 * Catalogs").
 */
export function ActiveCatalogueCard({ catalogue, now, onOpenDialog }: CardProps) {
  const { t } = useTranslation()
  const canWrite = useCan('catalogue.write')
  return (
    <article
      aria-labelledby={`catalogue-${catalogue.id}`}
      className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <div className="mx-auto w-56 shrink-0 sm:mx-0">
        {catalogue.imagen ? (
          <CatalogueThumbnail catalogue={catalogue} className="h-72 rounded-2xl" />
        ) : (
          <ActivePreview catalogue={catalogue} />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 font-medium text-emerald-800 text-xs ring-1 ring-emerald-200">
            <CircleCheck aria-hidden className="size-3.5" />
            {t('catalogues.mine.activeBadge')}
          </span>
          <CatalogueMenu catalogue={catalogue} onOpen={onOpenDialog} />
        </div>
        <h3
          id={`catalogue-${catalogue.id}`}
          className="mt-3 wrap-anywhere font-semibold text-stone-900 text-xl tracking-tight"
        >
          {catalogue.nombre}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{formatEditedAgo(t, catalogue.editado, now)}</p>
        <CatalogueFacts catalogue={catalogue} />
        <div className="mt-6 flex flex-wrap gap-3">
          {canWrite ? <EditLink catalogue={catalogue} variant="primary" /> : null}
          <CataloguePreviewDialog catalogue={catalogue} />
          {/* Only the active catalogue is public, so only its card shares. */}
          <ShareDialog />
        </div>
      </div>
    </article>
  )
}

/** Its template and how much it holds: the counts come from the reads the preview makes anyway. */
function CatalogueFacts({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation()
  const categories = useCategories(catalogue.id)
  const products = useProducts(catalogue.id)
  const facts = [
    t('catalogues.mine.template', { name: t(`catalogues.templates.items.${catalogue.template}.title`) }),
    categories.data ? t('catalogues.mine.categoryCount', { count: categories.data.length }) : null,
    products.data ? t('catalogues.mine.productCount', { count: products.data.length }) : null,
  ].filter((fact) => fact !== null)
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {facts.map((fact) => (
        <li key={fact} className="rounded-lg bg-stone-100 px-2.5 py-1 text-stone-700 text-xs">
          {fact}
        </li>
      ))}
    </ul>
  )
}

function ActivePreview({ catalogue }: { catalogue: Catalogue }) {
  const preview = usePreviewData(catalogue.id)
  if (preview.status === 'ready') {
    return <CataloguePreview {...preview.data} isCompact className="h-72" />
  }
  // Same size while it loads, so the card does not grow when the menu arrives.
  return <CatalogueThumbnail catalogue={catalogue} className="h-72 rounded-[2.25rem]" />
}

/**
 * The active slot when no catalogue is active: the newest one is a click away (docs/product-spec.md §2 "My
 * Catalogs").
 */
export function NoActiveCatalogue({ newest, onActivate }: { newest: Catalogue; onActivate: () => void }) {
  const { t } = useTranslation()
  const canWrite = useCan('catalogue.write')
  return (
    <div className="flex flex-col items-center rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-stone-100 text-stone-500">
        <CirclePower aria-hidden className="size-6" />
      </span>
      <h3 className="mt-4 font-semibold text-stone-900">{t('catalogues.mine.noActiveTitle')}</h3>
      {/* Activating is the catalogue writers' (POST /api/catalogues/:id/activate). */}
      {canWrite ? (
        <>
          <p className="mt-1 max-w-md text-sm text-stone-600">{t('catalogues.mine.noActiveMessage')}</p>
          <Button className="mt-6" onClick={onActivate}>
            <CirclePower aria-hidden />
            {t('catalogues.mine.activateNamed', { name: newest.nombre })}
          </Button>
        </>
      ) : null}
    </div>
  )
}

/** An inactive catalogue in the grid: activate and edit (for the catalogue's writers), preview. */
export function CatalogueCard({
  catalogue,
  now,
  onOpenDialog,
  onActivate,
}: CardProps & { onActivate: () => void }) {
  const { t } = useTranslation()
  const canWrite = useCan('catalogue.write')
  return (
    <CardFrame thumbnail={<CatalogueThumbnail catalogue={catalogue} />}>
      <div className="-mt-1 -mr-2 flex items-start gap-2">
        <div className="min-w-0 flex-1 pt-1">
          <h3 id={`catalogue-${catalogue.id}`} className="truncate font-semibold text-stone-900">
            {catalogue.nombre}
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">{formatEditedAgo(t, catalogue.editado, now)}</p>
        </div>
        <CatalogueMenu catalogue={catalogue} onOpen={onOpenDialog} />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        {canWrite ? (
          <>
            <Button
              onClick={onActivate}
              aria-label={t('catalogues.mine.activateNamed', { name: catalogue.nombre })}
              className="col-span-2"
            >
              <CirclePower aria-hidden />
              {t('catalogues.mine.activate')}
            </Button>
            <EditLink catalogue={catalogue} variant="secondary" />
          </>
        ) : null}
        <CataloguePreviewDialog catalogue={catalogue} />
      </div>
    </CardFrame>
  )
}

function CardFrame({ thumbnail, children }: { thumbnail: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="h-44 border-stone-200 border-b">{thumbnail}</div>
      <div className="flex flex-1 flex-col p-4">{children}</div>
    </li>
  )
}
