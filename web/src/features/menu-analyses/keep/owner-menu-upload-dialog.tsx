import { clsx } from 'clsx'
import { ArrowLeft, ArrowRight, Loader2, RotateCcw } from 'lucide-react'
import { type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import type { MenuDesignChoice, ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useCreateCatalogueFromMenu, useImportMenuIntoCatalogue } from '../api/import-menu.ts'
import { DesignChoice, DestinationChoice, type MenuDestination } from './destination-choice.tsx'
import { useCurrencyQuestion } from './use-currency-question.tsx'

/** What the dialog gives the upload widget: where "Continuar" goes and what it says. */
export type MenuWidgetSlot = { onContinue: (menu: ReviewedMenu) => void; continueLabel: string }

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The owner's catalogues, which the menu may be added to. */
  catalogues: Catalogue[]
  /** The upload widget (the route passes it in: features do not import each other). */
  renderWidget: (slot: MenuWidgetSlot) => ReactNode
  /** The catalogue that now holds the menu: the route takes the owner there. */
  onImported: (catalogue: Catalogue) => void
  /** The business's currency (ISO 4217), which a menu printed in another one is asked about. */
  businessCurrency: string
  /** Changes the business's currency (the route passes the accounts' call in). */
  onChangeCurrency: (currency: string) => Promise<unknown>
}

/**
 * A signed-in owner's menu upload: first where the menu goes — a new catalogue or one of
 * theirs — then the widget, whose "Continuar" keeps the reviewed menu there.
 */
export function OwnerMenuUploadDialog({ open, onOpenChange, ...props }: Props) {
  const { t } = useTranslation()
  // The choice fits a narrow dialog; the widget's preview wants room for the list beside the page.
  const [isWide, setWide] = useState(false)
  const fitStep = useCallback((step: Step) => setWide(step === 'upload'), [])
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('menuAnalyses.keep.owner.title')}
        description={t('menuAnalyses.keep.owner.description')}
        className={clsx('max-h-[calc(100dvh-2rem)] overflow-y-auto', isWide && 'sm:max-w-[56rem]')}
      >
        {/* Mounted only while open: every opening starts again at the choice. */}
        <OwnerMenuUpload {...props} onCancel={() => onOpenChange(false)} onStepChange={fitStep} />
      </DialogContent>
    </Dialog>
  )
}

type Step = 'choose' | 'upload'

function OwnerMenuUpload({
  catalogues,
  renderWidget,
  onImported,
  onCancel,
  onStepChange,
  businessCurrency,
  onChangeCurrency,
}: Omit<Props, 'open' | 'onOpenChange'> & { onCancel: () => void; onStepChange: (step: Step) => void }) {
  const { t } = useTranslation()
  // Without catalogues there is nothing to choose: the menu can only become a new one.
  const [step, setStep] = useState<Step>(catalogues.length > 0 ? 'choose' : 'upload')
  // Before paint, so the dialog never shows the widget squeezed for a frame.
  useLayoutEffect(() => onStepChange(step), [step, onStepChange])
  const [destination, setDestination] = useState<MenuDestination>(null)
  const [design, setDesign] = useState<MenuDesignChoice>('current')
  const active = catalogues.find((catalogue) => catalogue.activo)
  const create = useCreateCatalogueFromMenu()
  const append = useImportMenuIntoCatalogue()
  const saving = destination ? append : create
  // The last reviewed menu, so a failed save can be tried again without going through the widget.
  const [menu, setMenu] = useState<ReviewedMenu | null>(null)
  const target = catalogues.find((catalogue) => catalogue.id === destination)

  // One Idempotency-Key per reviewed menu: "Reintentar" after a lost answer sends the same menu with the same
  // key, and the server answers the catalogue the first attempt made instead of making a second one.
  const importKeys = useRef(new WeakMap<ReviewedMenu, string>())

  const save = (reviewed: ReviewedMenu) => {
    setMenu(reviewed)
    if (destination) append.mutate({ catalogueId: destination, menu: reviewed }, { onSuccess: onImported })
    else {
      const importKey = importKeys.current.get(reviewed) ?? crypto.randomUUID()
      importKeys.current.set(reviewed, importKey)
      create.mutate({ menu: { ...reviewed, design }, importKey }, { onSuccess: onImported })
    }
  }
  const currency = useCurrencyQuestion({ businessCurrency, onChangeCurrency, onAnswered: save })

  if (step === 'choose') {
    return (
      <div className="mt-5 space-y-5">
        <DestinationChoice catalogues={catalogues} value={destination} onChange={setDestination} />
        {destination === null && active ? (
          <DesignChoice activeName={active.nombre} value={design} onChange={setDesign} />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('menuAnalyses.keep.owner.cancel')}
          </Button>
          <Button onClick={() => setStep('upload')}>
            {t('menuAnalyses.keep.owner.next')}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className="mt-4 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-100 px-3 py-2 text-sm">
        <p className="text-stone-700">
          {target
            ? t('menuAnalyses.keep.owner.destinationExisting', { name: target.nombre })
            : t('menuAnalyses.keep.owner.destinationNew')}
        </p>
        {catalogues.length > 0 ? (
          <Button
            variant="ghost"
            className="h-8 px-2"
            disabled={saving.isPending}
            onClick={() => setStep('choose')}
          >
            <ArrowLeft aria-hidden />
            {t('menuAnalyses.keep.owner.changeDestination')}
          </Button>
        ) : null}
      </div>
      <SaveStatus
        isPending={saving.isPending}
        isFailed={saving.isError}
        isOffline={saving.error instanceof ApiError && saving.error.status === 0}
        onRetry={menu ? () => save(menu) : undefined}
      />
      {currency.dialog}
      {renderWidget({
        onContinue: currency.ask,
        continueLabel: target
          ? t('menuAnalyses.keep.owner.addButton')
          : t('menuAnalyses.keep.owner.createButton'),
      })}
    </div>
  )
}

type SaveStatusProps = { isPending: boolean; isFailed: boolean; isOffline: boolean; onRetry?: () => void }

/** The save's progress or failure; the widget stays below with the menu as reviewed, so nothing is lost. */
function SaveStatus({ isPending, isFailed, isOffline, onRetry }: SaveStatusProps) {
  const { t } = useTranslation()
  const alertId = useId()
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
        <Loader2 aria-hidden className="size-4 animate-spin text-brand-700" />
        {t('menuAnalyses.keep.owner.saving')}
      </p>
    )
  }
  if (!isFailed) return null
  return (
    <div className="space-y-2">
      <FormAlert id={alertId}>
        {isOffline ? t('menuAnalyses.keep.owner.failedOffline') : t('menuAnalyses.keep.owner.failed')}
      </FormAlert>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t('menuAnalyses.keep.owner.retry')}
        </Button>
      ) : null}
    </div>
  )
}
