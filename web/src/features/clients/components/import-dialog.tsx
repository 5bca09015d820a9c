import { FileUp, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CLIENT_IMPORT_LIMITS } from '#domain/clients/client-import.schema.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { importedCount } from '../import-flow.ts'
import { ImportPreviewView } from './import-preview-view.tsx'
import { ImportReportView } from './import-report-view.tsx'
import { useFocusReturn } from './use-focus-return.ts'
import { type ImportState, useImportFlow } from './use-import-flow.ts'

type Props = { isOpen: boolean; onClose: () => void }

/**
 * "Importar CSV": choose a file, see how the server reads it and fix the columns' fields, then import it all
 * at once and read the report. The list refreshes itself after an import.
 */
export function ImportDialog({ isOpen, onClose }: Props) {
  const { t } = useTranslation()
  const flow = useImportFlow()
  const focusReturn = useFocusReturn()
  const close = () => {
    flow.reset()
    onClose()
  }
  const isImporting = flow.state.pending === 'importing'
  return (
    <Dialog
      open={isOpen}
      // An import under way finishes or fails before the dialog may close: its report must be seen.
      onOpenChange={(open) => (open || isImporting ? undefined : close())}
    >
      {isOpen ? (
        <DialogContent
          title={flow.state.report ? t('clients.import.doneTitle') : t('clients.import.title')}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl"
          {...focusReturn}
        >
          <ImportSteps flow={flow} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function ImportSteps({ flow }: { flow: ReturnType<typeof useImportFlow> }) {
  const { t } = useTranslation()
  const reportId = useId()
  const { state } = flow
  if (state.report) {
    return (
      <div className="mt-4 space-y-6">
        <ImportReportView report={state.report} headingId={reportId} heading={t('clients.import.result')} />
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button>{t('clients.import.close')}</Button>
          </DialogClose>
        </div>
      </div>
    )
  }
  return (
    <div className="mt-4 space-y-5">
      <FileChoice state={state} onChoose={flow.choose} />
      {state.refusal ? <FormAlert id={`${reportId}-refusal`}>{state.refusal}</FormAlert> : null}
      {state.pending === 'reading' ? (
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          {t('clients.import.reading')}
        </p>
      ) : null}
      {state.file && state.preview && state.pending !== 'reading' ? (
        <ImportPreviewView
          fileName={state.file.name}
          preview={state.preview}
          mapping={state.mapping ?? state.preview.mapping}
          isUpdating={state.pending === 'remapping'}
          onRemap={flow.remap}
        />
      ) : null}
      <ImportButtons state={state} onConfirm={() => void flow.confirm()} />
    </div>
  )
}

/**
 * The file input, its native button hidden (the browser would name it in its own language, not the page's):
 * the label is the button, and the chosen file's name is said beside it.
 */
function FileChoice({ state, onChoose }: { state: ImportState; onChoose: (file: File) => void }) {
  const { t, i18n } = useTranslation()
  const inputId = useId()
  const isImporting = state.pending === 'importing'
  return (
    <div className="rounded-2xl border border-stone-300 border-dashed bg-stone-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={`${inputId}-name ${inputId}-hint`}
          disabled={isImporting}
          onChange={(event) => {
            const file = event.target.files?.[0]
            // The same file may be chosen again after it was fixed in a spreadsheet.
            event.target.value = ''
            if (file) onChoose(file)
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: state.file ? 'secondary' : 'primary',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50',
          })}
        >
          <FileUp aria-hidden />
          {state.file ? t('clients.import.otherFile') : t('clients.import.file')}
        </label>
        <span id={`${inputId}-name`} className="min-w-0 break-all text-sm text-stone-700">
          {state.file?.name ?? t('clients.import.noFile')}
        </span>
      </div>
      <p id={`${inputId}-hint`} className="mt-3 text-sm text-stone-600">
        {t('clients.import.fileHint', {
          rows: new Intl.NumberFormat(i18n.language).format(CLIENT_IMPORT_LIMITS.rows),
          megabytes: CLIENT_IMPORT_LIMITS.bytes / 1024 / 1024,
        })}
      </p>
    </div>
  )
}

function ImportButtons({ state, onConfirm }: { state: ImportState; onConfirm: () => void }) {
  const { t } = useTranslation()
  const count = state.preview ? importedCount(state.preview.report) : 0
  const isImporting = state.pending === 'importing'
  const canImport = state.preview !== null && state.pending === null && count > 0
  return (
    <div className="space-y-3 pt-1">
      {state.preview && state.pending === null && count === 0 ? (
        <p className="text-sm text-stone-700">{t('clients.import.nothingToImport')}</p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost" disabled={isImporting}>
            {t('clients.import.cancel')}
          </Button>
        </DialogClose>
        {state.preview ? (
          <Button disabled={!canImport} onClick={onConfirm}>
            {isImporting ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
            {isImporting ? t('clients.import.importing') : t('clients.import.confirm', { count })}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
