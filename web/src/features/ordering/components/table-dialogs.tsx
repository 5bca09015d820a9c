import { type RefObject, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { DiningTable } from '#domain/ordering/dining-table.schema.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useDeleteTable } from '../api/delete-table.ts'
import { useRenewTableKey } from '../api/renew-table-key.ts'
import { EditTableDialog } from './edit-table-dialog.tsx'
import { changeButtonId, type TableChange } from './table-actions.tsx'
import { serverMessage } from './use-table-form.ts'

export type AskedChange = { table: DiningTable; change: TableChange }
export type TableNotice = { text: string; isFailure: boolean }

type Props = {
  asked: AskedChange | null
  onClose: () => void
  /** What a change did, or why it failed, said once for the whole list. */
  onNotice: (notice: TableNotice) => void
  /** Where focus goes when the table's own button is gone (deleted, or moved to another area). */
  listHeadingRef: RefObject<HTMLHeadingElement | null>
}

/**
 * The dialogs of a table's changes, held by the list rather than the row: a renamed table may move to another
 * area and a deleted one goes, and the dialog, its answer and the return of focus outlive its row.
 */
export function TableDialogs({ asked, onClose, onNotice, listHeadingRef }: Props) {
  const { t } = useTranslation()
  const renewKey = useRenewTableKey()
  const remove = useDeleteTable()
  // The last question stays known while its dialog closes: its words, and the button focus goes back to.
  const lastAsked = useRef<AskedChange | null>(null)
  if (asked) lastAsked.current = asked
  const table = asked?.table
  const shown = asked ?? lastAsked.current
  const name = shown?.table.name ?? ''
  const question = shown?.change === 'newKey' ? 'newKey' : 'delete'

  const returnFocus = (event: Event) => {
    // Back to the button that asked, found again by its id as the row may have been drawn anew.
    event.preventDefault()
    const last = lastAsked.current
    const button = last ? document.getElementById(changeButtonId(last.table, last.change)) : null
    ;(button ?? listHeadingRef.current)?.focus()
  }
  const run = async (change: Promise<unknown>, done: string) => {
    try {
      await change
      onNotice({ text: done, isFailure: false })
    } catch (error) {
      onNotice({ text: serverMessage(error, t), isFailure: true })
    }
    onClose()
  }

  return (
    <>
      <Dialog open={asked?.change === 'edit'} onOpenChange={(open) => (open ? undefined : onClose())}>
        {table && asked?.change === 'edit' ? (
          <EditTableDialog
            table={table}
            onCloseAutoFocus={returnFocus}
            onSaved={(saved) => {
              onNotice({ text: t('ordering.tables.edit.saved', { name: saved.name }), isFailure: false })
              onClose()
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        subject={table && asked?.change !== 'edit' ? (table.area ? `${name} · ${table.area}` : name) : null}
        title={t(`ordering.tables.${question}.title`, { name })}
        message={t(`ordering.tables.${question}.message`, { name })}
        confirmLabel={t(`ordering.tables.${question}.confirm`)}
        cancelLabel={t(`ordering.tables.${question}.cancel`)}
        isPending={renewKey.isPending || remove.isPending}
        onCancel={onClose}
        onConfirm={() => {
          if (!table) return
          void (question === 'newKey'
            ? run(renewKey.mutateAsync(table.id), t('ordering.tables.newKey.done', { name }))
            : run(remove.mutateAsync(table.id), t('ordering.tables.delete.done', { name })))
        }}
        onCloseAutoFocus={returnFocus}
      />
    </>
  )
}
