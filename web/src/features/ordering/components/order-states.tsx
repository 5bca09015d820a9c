import { ReceiptText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NothingYet, PlaceholderList } from '../../../components/ui/list-placeholders.tsx'

/** Grey cards where the orders will be, announced once as "Cargando los pedidos…". */
export function OrdersSkeleton() {
  const { t } = useTranslation()
  return (
    <PlaceholderList
      label={t('ordering.orders.loading')}
      count={3}
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      itemClassName="rounded-xl border border-stone-200 p-4"
    >
      <span className="block h-6 w-32 rounded bg-stone-200" />
      <span className="mt-4 block h-4 w-full rounded bg-stone-100" />
      <span className="mt-2 block h-4 w-2/3 rounded bg-stone-100" />
      <span className="mt-6 block h-10 w-28 rounded-xl bg-stone-100" />
    </PlaceholderList>
  )
}

/** No order to show: none yet today, none that day, or none that matches the filters. */
export function NoOrders({ message }: { message: string }) {
  return <NothingYet icon={ReceiptText} message={message} />
}
