import { Loader2, RotateCcw } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import type { PendingMenuImport } from './use-import-pending-menu.ts'

/**
 * What the welcome screen says while the visitor's kept menu becomes a catalogue, or why it has not yet: the
 * menu stays kept, with a retry. Nothing once it is done (the green banner says so) or when there was none.
 */
export function PendingMenuNotice({ menuImport }: { menuImport: PendingMenuImport }) {
  const { t } = useTranslation()
  if (menuImport.status === 'importing') {
    return (
      <p
        role="status"
        className="flex items-center gap-2.5 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-700"
      >
        <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-brand-700" />
        {t('menuAnalyses.keep.pending.importing')}
      </p>
    )
  }
  if (menuImport.status !== 'failed') return null
  return <ImportFailed menuImport={menuImport} />
}

function ImportFailed({ menuImport }: { menuImport: Extract<PendingMenuImport, { status: 'failed' }> }) {
  const { t } = useTranslation()
  const alertId = useId()
  // Discarding loses the visitor's work for good: it takes a second, explicit click.
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false)
  const isOffline = menuImport.error.status === 0

  return (
    <div className="space-y-3">
      <FormAlert id={alertId}>
        {isOffline ? t('menuAnalyses.keep.pending.failedOffline') : t('menuAnalyses.keep.pending.failed')}{' '}
        {t('menuAnalyses.keep.pending.kept')}
      </FormAlert>
      {isConfirmingDiscard ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="w-full text-sm text-stone-700 sm:w-auto">
            {t('menuAnalyses.keep.pending.discardQuestion')}
          </p>
          <Button variant="secondary" onClick={menuImport.discard}>
            {t('menuAnalyses.keep.pending.discardConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirmingDiscard(false)}>
            {t('menuAnalyses.keep.pending.discardCancel')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={menuImport.retry}>
            <RotateCcw aria-hidden />
            {t('menuAnalyses.keep.pending.retry')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirmingDiscard(true)}>
            {t('menuAnalyses.keep.pending.discard')}
          </Button>
        </div>
      )}
    </div>
  )
}
