import { CircleCheck, Loader2, RotateCcw, Save } from 'lucide-react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import type { CataloguePreviewProps } from '../../../entities/catalogue/components/preview/catalogue-preview.tsx'
import { PreviewDialog } from './preview-dialog.tsx'
import type { SaveFailure } from './save-design.ts'

/** What the last action did, said once it is done. */
export type Notice = 'saved' | 'discarded' | null

type Props = {
  hasChanges: boolean
  isSaving: boolean
  notice: Notice
  failure: SaveFailure | null
  alertRef: Ref<HTMLDivElement>
  onDiscard: () => void
  /** What "Vista previa" shows; absent while the categories and products load. */
  preview: Omit<CataloguePreviewProps, 'isCompact' | 'className'> | undefined
}

/**
 * The form's footer: its outcome, and Vista previa, Descartar and Guardar cambios (docs/product-spec.md §2
 * "Design").
 */
export function DesignActions({
  hasChanges,
  isSaving,
  notice,
  failure,
  alertRef,
  onDiscard,
  preview,
}: Props) {
  const { t } = useTranslation()
  return (
    <div className="space-y-3 rounded-b-2xl border-stone-200 border-t bg-white/95 px-4 py-4 backdrop-blur md:sticky md:bottom-0 sm:px-6">
      {failure ? (
        <FormAlert id="design-save-error" ref={alertRef}>
          {'key' in failure ? t(failure.key) : failure.text}
        </FormAlert>
      ) : null}
      {/* On phones: the outcome, then Vista previa and Descartar side by side, then Guardar across. */}
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <p role="status" className="basis-full text-sm sm:mr-auto sm:basis-auto">
          {notice ? (
            <span className="flex items-center gap-1.5 font-medium text-green-800">
              <CircleCheck aria-hidden className="size-4" />
              {t(notice === 'saved' ? 'design.notices.saved' : 'design.notices.discarded')}
            </span>
          ) : hasChanges ? (
            // Shown, not announced: it appears with the first keystroke and would interrupt typing.
            <span aria-hidden className="flex items-center gap-2 text-stone-600">
              <span className="size-2 rounded-full bg-amber-500" />
              {t('design.notices.unsaved')}
            </span>
          ) : null}
        </p>
        {preview ? <PreviewDialog {...preview} triggerClassName="flex-1 sm:flex-none" /> : null}
        <Button
          variant="ghost"
          disabled={!hasChanges || isSaving}
          onClick={onDiscard}
          className="flex-1 sm:flex-none"
        >
          <RotateCcw aria-hidden />
          {t('design.actions.discard')}
        </Button>
        <Button type="submit" disabled={!hasChanges || isSaving} className="w-full sm:w-auto">
          {isSaving ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {isSaving ? t('design.actions.saving') : t('design.actions.save')}
        </Button>
      </div>
    </div>
  )
}
