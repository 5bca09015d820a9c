import { FileText, ReceiptText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { BillingRecord } from '#domain/payments/billing.schema.ts'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'

/** The billing history (spec §3: date, description, amount, invoice), newest first; empty until a charge. */
export function BillingHistoryCard({ history }: { history: readonly BillingRecord[] }) {
  const { t } = useTranslation()
  return (
    <SectionCard icon={ReceiptText} title={t('payments.history.title')}>
      {history.length === 0 ? (
        <p className="rounded-xl border border-stone-300 border-dashed px-4 py-6 text-center text-sm text-stone-600">
          {t('payments.history.empty')}
        </p>
      ) : (
        <div className="-mx-5 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-lg text-left text-sm">
            <caption className="sr-only">{t('payments.history.title')}</caption>
            <thead className="border-stone-200 border-b text-stone-600">
              <tr>
                <th scope="col" className="px-5 py-2 font-medium sm:px-3">
                  {t('payments.history.date')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('payments.history.description')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('payments.history.amount')}
                </th>
                <th scope="col" className="px-5 py-2 font-medium sm:px-3">
                  {t('payments.history.invoice')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {history.map((record) => (
                <HistoryRow key={record.id} record={record} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}

function HistoryRow({ record }: { record: BillingRecord }) {
  const { t } = useTranslation()
  const language = getCurrentLanguage()
  const formatPrice = usePriceFormat(record.currency, language)
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(record.date))
  return (
    <tr className="text-stone-800">
      <td className="whitespace-nowrap px-5 py-3 sm:px-3">{date}</td>
      <td className="px-3 py-3">{record.description}</td>
      <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatPrice(record.amount)}</td>
      <td className="px-5 py-3 sm:px-3">
        {record.invoiceUrl ? (
          <a
            href={record.invoiceUrl}
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
            aria-label={t('payments.history.invoiceOf', { date })}
          >
            <FileText aria-hidden className="size-4" />
            {t('payments.history.download')}
          </a>
        ) : (
          <span className="text-stone-600">{t('payments.history.noInvoice')}</span>
        )}
      </td>
    </tr>
  )
}
