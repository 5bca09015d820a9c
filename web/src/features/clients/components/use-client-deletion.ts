import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Client } from '#domain/clients/client.schema.ts'
import type { Failure } from '../../../components/ui/error-popup.tsx'
import { useDeleteClient } from '../api/delete-client.ts'

type Callbacks = {
  onDeleted: (client: Client, announcement: string) => void
  onFailure: (client: Client, failure: Failure) => void
}

/**
 * Deleting asks first (docs/product-spec.md §8 "Deleting a client also asks for confirmation"); the client
 * goes once the server agrees, and a refusal opens the popup.
 */
export function useClientDeletion({ onDeleted, onFailure }: Callbacks) {
  const { t } = useTranslation()
  const [asked, setAsked] = useState<Client | null>(null)
  const mutation = useDeleteClient()
  const confirm = () => {
    if (!asked) return
    const client = asked
    mutation.mutate(client.id, {
      onSuccess: () => {
        setAsked(null)
        onDeleted(client, t('clients.deletion.deleted', { name: client.nombreCompleto }))
      },
      onError: () => {
        setAsked(null)
        onFailure(client, { messages: ['clients.popup.delete'] })
      },
    })
  }
  return { asked, ask: setAsked, cancel: () => setAsked(null), confirm, isDeleting: mutation.isPending }
}
