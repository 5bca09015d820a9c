import { BookOpen, CircleCheck, Loader2, Plus } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { PageTitle } from '../../../../components/layout/page-title.tsx'
import { Button, buttonClasses } from '../../../../components/ui/button.tsx'
import { EmptyState } from '../../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../../components/ui/form-alert.tsx'
import { useCan } from '../../../../entities/account/use-can.ts'
import { useCatalogues } from '../../../../entities/catalogue/api/get-catalogues.ts'
import { ActiveCatalogueCard, CatalogueCard, NoActiveCatalogue } from './catalogue-cards.tsx'
import { type CatalogueDialog, CatalogueDialogs } from './catalogue-dialogs.tsx'
import { type MenuLocale, MenuLocaleContext } from './menu-locale.ts'
import { useActivation } from './use-activation.ts'
import { useNow } from './use-now.ts'

/**
 * Mis catálogos (docs/product-spec.md §2 "My Catalogs"): the active catalogue with its preview, the others to
 * activate, edit or preview, and the way to a new one. `menuLocale` is how the previews show prices and
 * words. A role that may not change catalogues (decision 073) sees and previews them, without the ways to
 * create, activate, edit, rename or delete one.
 */
export function MyCatalogues({ menuLocale }: { menuLocale: MenuLocale }) {
  const { t } = useTranslation()
  const catalogues = useCatalogues()
  const canWrite = useCan('catalogue.write')
  const alertId = useId()
  const isEmpty = catalogues.data?.length === 0

  return (
    <MenuLocaleContext value={menuLocale}>
      <div className="space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <PageTitle>{t('dashboard.pages.catalogues')}</PageTitle>
            {/* It tells how to edit and activate them: nothing a read-only role can do. */}
            {canWrite ? <p className="mt-1 max-w-2xl text-stone-600">{t('catalogues.mine.intro')}</p> : null}
          </div>
          {/* The empty state below has its own, larger way to a first catalogue. */}
          {isEmpty || !canWrite ? null : (
            <Link to="/dashboard/plantillas" className={buttonClasses({ className: 'shrink-0' })}>
              <Plus aria-hidden />
              {t('catalogues.mine.create')}
            </Link>
          )}
        </div>

        {catalogues.isPending ? (
          <p role="status" className="flex min-h-72 items-center justify-center gap-2 text-stone-600">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('catalogues.mine.loading')}
          </p>
        ) : catalogues.isError ? (
          <div className="space-y-3">
            <FormAlert id={alertId}>{t('catalogues.mine.loadFailed')}</FormAlert>
            <Button variant="secondary" onClick={() => catalogues.refetch()}>
              {t('catalogues.mine.retry')}
            </Button>
          </div>
        ) : isEmpty ? (
          <NoCatalogues />
        ) : (
          <CatalogueSections catalogues={catalogues.data} />
        )}
      </div>
    </MenuLocaleContext>
  )
}

function CatalogueSections({ catalogues }: { catalogues: Catalogue[] }) {
  const { t } = useTranslation()
  const now = useNow()
  const activation = useActivation()
  const alertId = useId()
  const activeHeading = useRef<HTMLHeadingElement>(null)
  const [dialog, setDialog] = useState<CatalogueDialog>(null)
  const active = catalogues.find((catalogue) => catalogue.activo)
  const others = catalogues.filter((catalogue) => !catalogue.activo)

  const activate = (catalogue: Catalogue) => {
    activation.activate(catalogue)
    // The card the owner clicked leaves the grid for the active slot: the focus follows it there.
    activeHeading.current?.focus()
  }

  return (
    <>
      <div role="status" aria-live="polite">
        {activation.isNoticeShown ? (
          <p className="flex items-center gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 text-sm">
            <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-700" />
            {t('catalogues.mine.activated')}
          </p>
        ) : null}
      </div>
      {activation.failedName ? (
        <FormAlert id={alertId}>
          {t('catalogues.mine.activateFailed', { name: activation.failedName })}
        </FormAlert>
      ) : null}

      <section aria-labelledby="active-catalogue-heading" className="space-y-3">
        <h2
          id="active-catalogue-heading"
          ref={activeHeading}
          tabIndex={-1}
          className="font-semibold text-lg text-stone-900 outline-none"
        >
          {t('catalogues.mine.activeHeading')}
        </h2>
        {active ? (
          <ActiveCatalogueCard catalogue={active} now={now} onOpenDialog={setDialog} />
        ) : (
          // The list comes most recently edited first: the newest is the likeliest one to activate.
          <NoActiveCatalogue newest={others[0]!} onActivate={() => activate(others[0]!)} />
        )}
      </section>

      {others.length > 0 ? (
        <section aria-labelledby="other-catalogues-heading" className="space-y-3">
          <h2 id="other-catalogues-heading" className="font-semibold text-lg text-stone-900">
            {t('catalogues.mine.othersHeading')}
          </h2>
          <ul className="grid gap-5 lg:grid-cols-2 2xl:grid-cols-3">
            {others.map((catalogue) => (
              <CatalogueCard
                key={catalogue.id}
                catalogue={catalogue}
                now={now}
                onOpenDialog={setDialog}
                onActivate={() => activate(catalogue)}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <CatalogueDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        // A deleted catalogue's card, and the menu that opened the dialog with it, are gone.
        onDeleted={() => activeHeading.current?.focus()}
      />
    </>
  )
}

function NoCatalogues() {
  const { t } = useTranslation()
  const canWrite = useCan('catalogue.write')
  return (
    <EmptyState
      icon={BookOpen}
      title={t('catalogues.mine.emptyTitle')}
      message={t(canWrite ? 'catalogues.mine.emptyMessage' : 'catalogues.mine.emptyMessageReadOnly')}
      action={
        canWrite ? (
          <Link to="/dashboard/plantillas" className={buttonClasses()}>
            <Plus aria-hidden />
            {t('catalogues.mine.create')}
          </Link>
        ) : undefined
      }
    />
  )
}
