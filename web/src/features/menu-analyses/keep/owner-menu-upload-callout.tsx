import { FileUp } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { type MenuWidgetSlot, OwnerMenuUploadDialog } from './owner-menu-upload-dialog.tsx'

type Props = {
  catalogues: Catalogue[]
  renderWidget: (slot: MenuWidgetSlot) => React.ReactNode
  onImported: (catalogue: Catalogue) => void
  businessCurrency: string
  onChangeCurrency: (currency: string) => Promise<unknown>
}

/** The dashboard's way for a signed-in owner to upload a menu: a short offer and its dialog. */
export function OwnerMenuUploadCallout({ catalogues, renderWidget, onImported, ...currency }: Props) {
  const { t } = useTranslation()
  const [isOpen, setOpen] = useState(false)

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
      <Button variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
        <FileUp aria-hidden />
        {t('menuAnalyses.keep.owner.open')}
      </Button>
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
    </section>
  )
}
