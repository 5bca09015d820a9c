import { ReceiptText } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Grey cards where the orders will be, announced once as "Cargando los pedidos…". */
export function OrdersSkeleton() {
  const { t } = useTranslation()
  return (
    <div>
      <p role="status" className="sr-only">
        {t('ordering.orders.loading')}
      </p>
      <ul aria-hidden className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards that never move.
          <li key={index} className="rounded-xl border border-stone-200 p-4 motion-safe:animate-pulse">
            <span className="block h-6 w-32 rounded bg-stone-200" />
            <span className="mt-4 block h-4 w-full rounded bg-stone-100" />
            <span className="mt-2 block h-4 w-2/3 rounded bg-stone-100" />
            <span className="mt-6 block h-10 w-28 rounded-xl bg-stone-100" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** No order to show: none yet today, none that day, or none that matches the filters. */
export function NoOrders({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-stone-300 border-dashed px-6 py-10 text-center">
      <ReceiptText aria-hidden className="size-7 text-stone-400" />
      <p className="mt-3 text-stone-600">{message}</p>
    </div>
  )
}
