import { FileUp } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import type { MenuWidgetSlot } from './owner-menu-upload-dialog.tsx'

// The dialog (where the menu goes, the currency question, the import) is a chunk of its own, fetched when the
// owner heads for the button: Inicio is shown without it (docs/decisions/069-the-dashboards-first-load.md).
const loadDialog = () => import('./owner-menu-upload-dialog.tsx')
const OwnerMenuUploadDialog = lazy(async () => ({ default: (await loadDialog()).OwnerMenuUploadDialog }))

type Props = {
  catalogues: Catalogue[]
  renderWidget: (slot: MenuWidgetSlot) => React.ReactNode
  /** Starts downloading the widget's code, with the dialog's, when the owner heads for the button. */
  preloadWidget?: () => void
  onImported: (catalogue: Catalogue) => void
  businessCurrency: string
  onChangeCurrency: (currency: string) => Promise<unknown>
}

/**
 * The dashboard's way for a signed-in owner to upload a menu: a short offer and its dialog. Not there for a
 * role that may not change the catalogue, whose upload the server refuses (POST /api/menu-analyses asks
 * catalogue.write, decision 073).
 */
export function OwnerMenuUploadCallout({
  catalogues,
  renderWidget,
  preloadWidget,
  onImported,
  ...currency
}: Props) {
  const { t } = useTranslation()
  const canUpload = useCan('catalogue.write')
  const [isOpen, setOpen] = useState(false)
  // Once opened, the dialog stays mounted, so that it can play its closing transition.
  const [hasOpened, setHasOpened] = useState(false)
  const preload = () => {
    void loadDialog()
    preloadWidget?.()
  }
  if (!canUpload) return null

  return (
    <section
      aria-labelledby="menu-upload-heading"
      className="flex flex-col gap-4 rounded-2xl border border-stone-300 border-dashed bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <FileUp aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="menu-upload-heading" className="font-semibold text-stone-900">
            {t('menuAnalyses.keep.owner.calloutTitle')}
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">{t('menuAnalyses.keep.owner.calloutText')}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setHasOpened(true)
          setOpen(true)
        }}
      >
        <FileUp aria-hidden />
        {t('menuAnalyses.keep.owner.open')}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <OwnerMenuUploadDialog
            open={isOpen}
            onOpenChange={setOpen}
            catalogues={catalogues}
            renderWidget={renderWidget}
            {...currency}
            onImported={(catalogue) => {
              setOpen(false)
              onImported(catalogue)
            }}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
