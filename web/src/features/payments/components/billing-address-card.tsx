import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getCountry } from '#domain/accounts/countries.ts'
import type { BillingAddress } from '#domain/payments/billing.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { isLanguage } from '../../../lib/i18n.ts'
import { useDeleteBillingAddress } from '../api/billing.ts'
import { BillingAddressDialog } from './billing-address-dialog.tsx'

/** The billing address (spec §3: name, street, city and country, postal code), editable and removable. */
export function BillingAddressCard({ address }: { address: BillingAddress | null }) {
  const { t, i18n } = useTranslation()
  const removal = useDeleteBillingAddress()
  const [isEditing, setIsEditing] = useState(false)
  const [isAskingRemoval, setIsAskingRemoval] = useState(false)
  const language = isLanguage(i18n.language) ? i18n.language : 'es'

  return (
    <SectionCard
      icon={MapPin}
      title={t('payments.address.title')}
      description={t('payments.address.description')}
      aside={
        address ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden />
              {t('payments.address.edit')}
            </Button>
            <Button variant="secondary" onClick={() => setIsAskingRemoval(true)}>
              <Trash2 aria-hidden />
              {t('payments.address.delete')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            <Plus aria-hidden />
            {t('payments.address.add')}
          </Button>
        )
      }
    >
      {address ? (
        <address className="not-italic text-stone-800 leading-relaxed">
          <span className="block font-medium text-stone-900">{address.name}</span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.postalCode} {address.city}, {getCountry(address.country).name[language]}
          </span>
        </address>
      ) : (
        <p className="rounded-xl border border-stone-300 border-dashed px-4 py-6 text-center text-sm text-stone-600">
          {t('payments.address.empty')}
        </p>
      )}
      {removal.isError ? (
        <div className="mt-3">
          <FormAlert id="billing-address-removal-failure">{t('payments.address.deleteFailed')}</FormAlert>
        </div>
      ) : null}
      <BillingAddressDialog open={isEditing} address={address} onClose={() => setIsEditing(false)} />
      <ConfirmDialog
        subject={isAskingRemoval && address ? address.name : null}
        title={t('payments.address.deleteTitle')}
        message={t('payments.address.deleteMessage')}
        confirmLabel={t('payments.address.deleteConfirm')}
        cancelLabel={t('payments.actions.cancel')}
        isPending={removal.isPending}
        onConfirm={() => removal.mutate(undefined, { onSettled: () => setIsAskingRemoval(false) })}
        onCancel={() => setIsAskingRemoval(false)}
      />
    </SectionCard>
  )
}
