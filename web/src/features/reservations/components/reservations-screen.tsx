import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { useCan } from '../../../entities/account/use-can.ts'
import { LoadFailed, LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import { useBookingRules } from '../api/get-booking-rules.ts'
import { AppointmentsPanel } from './appointments-panel.tsx'
import { BookingRulesPanel } from './booking-rules-panel.tsx'

type Props = { timeZone: string }

const tabClasses =
  'inline-flex h-10 items-center rounded-lg px-4 font-medium text-sm text-stone-700 hover:bg-stone-900/5 ' +
  'data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm'

/**
 * The Reservas page (docs/product-spec.md §2 "Reservations"): the appointments, as a calendar or a list, and
 * the booking rules the public page and the capacity checks follow. Both work on the business's clock.
 */
export function ReservationsScreen({ timeZone }: Props) {
  const { t } = useTranslation()
  const rules = useBookingRules()
  // The booking rules are changed by those who may (decision 073); staff and read-only members see the
  // appointments only.
  const canEditRules = useCan('bookingRules.write')
  if (rules.isPending) return <LoadingState message={t('reservations.loading')} />
  if (!rules.data)
    return <LoadFailed message={t('reservations.loadFailed')} onRetry={() => void rules.refetch()} />
  return (
    <Tabs.Root defaultValue="appointments" className="space-y-5">
      <Tabs.List
        aria-label={t('reservations.tabs.label')}
        className="inline-flex rounded-xl bg-stone-200/70 p-1"
      >
        <Tabs.Trigger value="appointments" className={tabClasses}>
          {t('reservations.tabs.appointments')}
        </Tabs.Trigger>
        {canEditRules ? (
          <Tabs.Trigger value="rules" className={tabClasses}>
            {t('reservations.tabs.rules')}
          </Tabs.Trigger>
        ) : null}
      </Tabs.List>
      <Tabs.Content value="appointments" className="outline-none">
        <AppointmentsPanel rules={rules.data} timeZone={timeZone} />
      </Tabs.Content>
      {/* Kept mounted while hidden, so the rules typed so far survive a look at the calendar. */}
      {canEditRules ? (
        <Tabs.Content value="rules" forceMount className="outline-none data-[state=inactive]:hidden">
          <BookingRulesPanel rules={rules.data} />
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  )
}
