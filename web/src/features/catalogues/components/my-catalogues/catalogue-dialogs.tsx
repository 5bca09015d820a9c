import { zodResolver } from '@hookform/resolvers/zod'
import { Ellipsis, LoaderCircle, PencilLine, Printer, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { LeaveGuard } from '../../../../components/forms/leave-guard.tsx'
import { Button, buttonClasses } from '../../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu.tsx'
import { FormAlert } from '../../../../components/ui/form-alert.tsx'
import { TextField } from '../../../../components/ui/form-field.tsx'
import { useCan } from '../../../../entities/account/use-can.ts'
import {
  getAllergenTablePath,
  usePublicMenu,
} from '../../../../entities/catalogue/components/sharing/public-menu.ts'
import type { MessageKey } from '../../../../lib/i18n.ts'
import { useDeleteCatalogue } from '../../api/delete-catalogue.ts'
import { useRenameCatalogue } from '../../api/rename-catalogue.ts'

/** Which dialog is open, for which catalogue. The page holds it: a deleted card must not take its dialog along. */
export type CatalogueDialog = { kind: 'rename' | 'delete'; catalogue: Catalogue } | null

/**
 * "Más acciones" of a card: its allergen table to print (in a new tab), and rename and delete for the roles
 * that may change catalogues (decision 073).
 */
export function CatalogueMenu({
  catalogue,
  onOpen,
}: {
  catalogue: Catalogue
  onOpen: (dialog: CatalogueDialog) => void
}) {
  const { t } = useTranslation()
  const { slug } = usePublicMenu()
  const canWrite = useCan('catalogue.write')
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('catalogues.mine.moreNamed', { name: catalogue.nombre })}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <Ellipsis aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={getAllergenTablePath(slug, catalogue.id)} target="_blank" rel="noopener">
            <Printer aria-hidden />
            {t('catalogues.mine.allergenTable')}
          </a>
        </DropdownMenuItem>
        {canWrite ? (
          <>
            <DropdownMenuItem onSelect={() => onOpen({ kind: 'rename', catalogue })}>
              <PencilLine aria-hidden />
              {t('catalogues.mine.rename')}
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() => onOpen({ kind: 'delete', catalogue })}
              className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-600"
            >
              <Trash2 aria-hidden />
              {t('catalogues.mine.delete')}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** The rename and delete dialogs of Mis catálogos. */
type DialogsProps = {
  dialog: CatalogueDialog
  onClose: () => void
  /** Where the focus goes after a deletion: back to the menu that opened the dialog is no longer possible. */
  onDeleted: () => void
}

export function CatalogueDialogs({ dialog, onClose, onDeleted }: DialogsProps) {
  const { t } = useTranslation()
  const hasDeleted = useRef(false)
  const title =
    dialog?.kind === 'rename'
      ? t('catalogues.mine.renameTitle')
      : t('catalogues.mine.deleteTitle', { name: dialog?.catalogue.nombre ?? '' })
  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {dialog ? (
        <DialogContent
          title={title}
          description={dialog.kind === 'delete' ? t('catalogues.mine.deleteWarning') : undefined}
          onCloseAutoFocus={(event) => {
            if (!hasDeleted.current) return
            hasDeleted.current = false
            event.preventDefault()
            onDeleted()
          }}
        >
          {dialog.kind === 'rename' ? (
            <RenameForm catalogue={dialog.catalogue} onDone={onClose} />
          ) : (
            <DeleteConfirmation
              catalogue={dialog.catalogue}
              onDone={() => {
                hasDeleted.current = true
                onClose()
              }}
            />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

// The API's limits (CatalogueChangeSchema), with the owner's words for them.
const NAME_LIMIT = 120
const RenameSchema = z.object({
  nombre: z
    .string()
    .trim()
    .min(1, 'catalogues.mine.nameRequired')
    .max(NAME_LIMIT, 'catalogues.mine.nameTooLong'),
})

function RenameForm({ catalogue, onDone }: { catalogue: Catalogue; onDone: () => void }) {
  const { t } = useTranslation()
  const rename = useRenameCatalogue()
  const alertId = useId()
  const form = useForm({ resolver: zodResolver(RenameSchema), defaultValues: { nombre: catalogue.nombre } })
  const error = form.formState.errors.nombre?.message
  const name = useWatch({ control: form.control, name: 'nombre' })

  const submit = form.handleSubmit(async ({ nombre }) => {
    try {
      await rename.mutateAsync({ id: catalogue.id, nombre })
      onDone()
    } catch {
      // The name stays typed in the box; the alert below says what happened.
    }
  })

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-5">
      <LeaveGuard hasUnsavedChanges={form.formState.isDirty && !rename.isPending} />
      <TextField
        label={t('catalogues.mine.nameLabel')}
        required
        autoComplete="off"
        count={{ length: name.length, max: NAME_LIMIT }}
        error={error ? t(error as MessageKey) : undefined}
        describedBy={rename.isError ? alertId : undefined}
        {...form.register('nombre')}
      />
      {rename.isError ? <FormAlert id={alertId}>{t('catalogues.mine.renameFailed')}</FormAlert> : null}
      <DialogActions isPending={rename.isPending} confirm={t('catalogues.mine.save')} />
    </form>
  )
}

function DeleteConfirmation({ catalogue, onDone }: { catalogue: Catalogue; onDone: () => void }) {
  const { t } = useTranslation()
  const remove = useDeleteCatalogue()
  const alertId = useId()
  const [hasFailed, setFailed] = useState(false)

  const confirm = async () => {
    setFailed(false)
    try {
      await remove.mutateAsync(catalogue.id)
      onDone()
    } catch {
      setFailed(true)
    }
  }

  return (
    <div className="mt-5 space-y-5">
      {hasFailed ? <FormAlert id={alertId}>{t('catalogues.mine.deleteFailed')}</FormAlert> : null}
      <DialogActions
        isPending={remove.isPending}
        confirm={t('catalogues.mine.deleteConfirm')}
        onConfirm={confirm}
      />
    </div>
  )
}

type ActionsProps = { isPending: boolean; confirm: string; onConfirm?: () => void }

/** Cancelar and the dialog's action; without onConfirm the action submits the form around it. */
function DialogActions({ isPending, confirm, onConfirm }: ActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">{t('catalogues.mine.cancel')}</Button>
      </DialogClose>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={isPending}>
        {isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
        {confirm}
      </Button>
    </div>
  )
}
