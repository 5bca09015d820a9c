import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import type { BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import { ErrorPopup, type Failure } from '../../../components/ui/error-popup.tsx'
import { LoadFailed, LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import { useAppointments } from '../api/get-appointments.ts'
import { type AppointmentFilter, filterAppointments, groupByDate } from '../appointment-filters.ts'
import { addMonths, gridRange, monthCells, monthOf, todayIn } from '../calendar-month.ts'
import { isClosedDay } from '../opening-days.ts'
import { AppointmentDialog, type AppointmentTarget } from './appointment-dialog.tsx'
import { AppointmentList } from './appointment-list.tsx'
import { CancelConfirmation } from './cancel-confirmation.tsx'
import { DayDialog } from './day-dialog.tsx'
import { MonthCalendar } from './month-calendar.tsx'
import { ReservationsToolbar, type ReservationsView } from './reservations-toolbar.tsx'
import { useCalendarText } from './use-calendar-text.ts'
import { useStatusChanges } from './use-status-changes.ts'

type Props = { rules: BookingRules; timeZone: string }

/** The appointments of a month, filtered, as a calendar or a list, with their dialogs. */
export function AppointmentsPanel({ rules, timeZone }: Props) {
  const { t } = useTranslation()
  const text = useCalendarText()
  const today = todayIn(timeZone)
  const [month, setMonth] = useState(() => monthOf(today))
  const [view, setView] = useState<ReservationsView>('calendar')
  const [status, setStatus] = useState<AppointmentFilter>('all')
  const [search, setSearch] = useState('')
  const [openDay, setOpenDay] = useState<string | null>(null)
  const [target, setTarget] = useState<AppointmentTarget | undefined>(undefined)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const changes = useStatusChanges({ onFailure: setFailure, onDone: setAnnouncement })

  const cells = monthCells(month, text.weekStart)
  const range = gridRange(cells)
  const appointments = useAppointments(range.from, range.to)
  const closePopup = useCallback(() => setFailure(null), [])
  const closeDialog = useCallback(() => setTarget(undefined), [])
  const isClosed = (date: string) => isClosedDay(date, rules)

  const shown = filterAppointments(appointments.data ?? [], { status, search })
  const byDate = groupByDate(shown)
  const monthPrefix = `${month.year}-${String(month.month).padStart(2, '0')}-`
  const inMonth = new Map([...byDate].filter(([date]) => date.startsWith(monthPrefix)))
  const actions = {
    onConfirm: changes.confirm,
    onCancel: changes.askCancel,
    onEdit: (appointment: Appointment) => setTarget({ appointment, date: appointment.date }),
    onAttendance: changes.markAttendance,
  }

  return (
    <div className="space-y-4">
      <ReservationsToolbar
        monthLabel={text.monthLabel(month)}
        onToday={() => setMonth(monthOf(today))}
        onPrevious={() => setMonth(addMonths(month, -1))}
        onNext={() => setMonth(addMonths(month, 1))}
        view={view}
        onViewChange={setView}
        status={status}
        onStatusChange={setStatus}
        search={search}
        onSearchChange={setSearch}
        onCreate={() =>
          setTarget({ appointment: null, date: today.startsWith(monthPrefix) ? today : `${monthPrefix}01` })
        }
      />
      <p role="status" className="text-sm text-stone-600">
        {appointments.data
          ? t('reservations.list.count', { count: [...inMonth.values()].flat().length })
          : ''}
      </p>
      {appointments.isPending ? (
        <LoadingState message={t('reservations.loadingAppointments')} />
      ) : appointments.isError && !appointments.data ? (
        <LoadFailed message={t('reservations.loadFailed')} onRetry={() => void appointments.refetch()} />
      ) : view === 'calendar' ? (
        <MonthCalendar
          cells={cells}
          byDate={byDate}
          today={today}
          isClosed={isClosed}
          onOpenAppointment={(appointment) => setOpenDay(appointment.date)}
          onOpenDay={setOpenDay}
        />
      ) : (
        <AppointmentList byDate={inMonth} today={today} actions={actions} />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <DayDialog
        date={openDay}
        appointments={openDay ? (byDate.get(openDay) ?? []) : []}
        isClosed={openDay ? isClosed(openDay) : false}
        actions={actions}
        onCreate={(date) => setTarget({ appointment: null, date })}
        onClose={() => setOpenDay(null)}
      />
      <AppointmentDialog
        target={target}
        rules={rules}
        onClose={closeDialog}
        onFailure={setFailure}
        onSaved={(appointment) => {
          setTarget(undefined)
          setAnnouncement(
            t('reservations.announce.saved', { client: appointment.client, time: appointment.time }),
          )
        }}
      />
      <CancelConfirmation
        appointment={changes.asked}
        isCancelling={changes.isCancelling}
        onConfirm={changes.cancel}
        onKeep={changes.keep}
      />
      <ErrorPopup
        title={t('reservations.popup.title')}
        okLabel={t('reservations.popup.ok')}
        failure={failure}
        onClose={closePopup}
      />
    </div>
  )
}
