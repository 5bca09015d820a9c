import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  type Client,
  type ClientInput,
  type ClientInputDraft,
  ClientInputSchema,
} from '#domain/clients/client.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import type { Failure } from '../../../components/ui/error-popup.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useCreateClient } from '../api/create-client.ts'
import { useUpdateClient } from '../api/update-client.ts'
import { clientFormDefaults, formFieldOf } from '../client-form.ts'
import { ClientFields } from './client-fields.tsx'
import { useFocusReturn } from './use-focus-return.ts'

/** What the modal edits: a saved client, or a new one. */
export type ClientDialogTarget = { client: Client | null }

type Props = {
  /** undefined when the modal is closed. */
  target: ClientDialogTarget | undefined
  onClose: () => void
  onSaved: (client: Client) => void
  onFailure: (failure: Failure) => void
}

/**
 * "Nuevo cliente" and "Editar cliente" (docs/product-spec.md §5): full name, phone and e-mail required, the
 * e-mail valid, checked as the server checks them (ClientInputSchema). A refusal the server names at a field
 * (an e-mail another client has) is shown there; any other failure opens the popup and keeps what was typed.
 */
export function ClientDialog({ target, onClose, ...props }: Props) {
  const { t } = useTranslation()
  const focusReturn = useFocusReturn()
  return (
    <Dialog open={target !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={target.client ? t('clients.dialog.editTitle') : t('clients.dialog.newTitle')}
          className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
          {...focusReturn}
        >
          <ClientForm client={target.client} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

const resolver = zodResolver(ClientInputSchema)

function ClientForm({
  client,
  onSaved,
  onFailure,
}: Omit<Props, 'target' | 'onClose'> & { client: Client | null }) {
  const create = useCreateClient()
  const update = useUpdateClient()
  const form = useForm<ClientInputDraft, unknown, ClientInput>({
    resolver,
    defaultValues: clientFormDefaults(client),
  })
  const { isSubmitting, isDirty } = form.formState

  const showRefusal = (error: ApiError): boolean => {
    if (!error.fields) return false
    let isShown = false
    for (const [serverField, messages] of Object.entries(error.fields)) {
      const field = formFieldOf(serverField)
      if (!field) continue
      form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !isShown })
      isShown = true
    }
    return isShown
  }

  const submit = form.handleSubmit(async (input) => {
    try {
      onSaved(client ? await update.mutateAsync({ id: client.id, input }) : await create.mutateAsync(input))
    } catch (error) {
      if (error instanceof ApiError && showRefusal(error)) return
      const isNetwork = error instanceof ApiError && error.status === 0
      onFailure({
        messages: [
          isNetwork ? 'clients.popup.network' : client ? 'clients.popup.update' : 'clients.popup.create',
        ],
      })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <LeaveGuard hasUnsavedChanges={isDirty && !isSubmitting} />
      <ClientFields form={form} />
      <SaveButtons isSaving={isSubmitting} />
    </form>
  )
}

function SaveButtons({ isSaving }: { isSaving: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="ghost">{t('clients.dialog.cancel')}</Button>
      </DialogClose>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {isSaving ? t('clients.dialog.saving') : t('clients.dialog.save')}
      </Button>
    </div>
  )
}
