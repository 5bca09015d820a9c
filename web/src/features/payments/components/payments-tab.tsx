import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useBilling } from '../api/billing.ts'
import { BillingAddressCard } from './billing-address-card.tsx'
import { BillingHistoryCard } from './billing-history-card.tsx'
import { PaymentMethodsCard } from './payment-methods-card.tsx'

/**
 * Configuración → Pagos (spec §2, decision 042), honest about what exists: no payment provider is connected,
 * so the plan is the free one and no card is ever asked for or kept; the billing address and the history are
 * the business's own, from the server.
 */
export function PaymentsTab() {
  const { t } = useTranslation()
  const billing = useBilling()

  if (billing.isPending)
    return (
      <p role="status" className="text-stone-600">
        {t('payments.loading')}
      </p>
    )
  if (billing.isError) return <FormAlert id="billing-failure">{t('payments.loadFailed')}</FormAlert>

  const { plan, address, history } = billing.data
  return (
    <div className="space-y-6">
      <SectionCard
        icon={Sparkles}
        title={t('payments.plan.title')}
        description={t('payments.plan.description')}
      >
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold text-2xl text-stone-900">{t(`payments.plan.names.${plan.id}`)}</span>
          <span className="rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800 text-xs">
            {t('payments.plan.current')}
          </span>
        </p>
      </SectionCard>
      <PaymentMethodsCard />
      <BillingAddressCard address={address} />
      <BillingHistoryCard history={history} />
    </div>
  )
}
