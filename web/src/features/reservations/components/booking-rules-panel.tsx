import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { Controller, type FieldPath, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type BookingRules, BookingRulesSchema } from '#domain/reservations/booking-rules.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SwitchField } from '../../../entities/catalogue/components/form-controls.tsx'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useUpdateBookingRules } from '../api/update-booking-rules.ts'
import { ClosedDatesField } from './closed-dates-field.tsx'
import { OpeningHoursField } from './opening-hours-field.tsx'
import { RulesNumbers } from './rules-numbers.tsx'
import { ServicesField } from './services-field.tsx'

export type RulesForm = ReturnType<typeof useForm<BookingRules>>

/**
 * "Reglas de reservas": whether the public may book and whether requests confirm themselves, tables or
 * services, opening hours per weekday (several ranges a day), closed dates, and the numbers capacity and
 * reminders follow. Unsaved changes are guarded against leaving the page.
 */
export function BookingRulesPanel({ rules }: { rules: BookingRules }) {
  const { t } = useTranslation()
  const save = useUpdateBookingRules()
  // Keys, not words: a language switch after saving re-says them in the new language.
  const [announcement, setAnnouncement] = useState<MessageKey | null>(null)
  const [problem, setProblem] = useState<MessageKey | null>(null)
  const form = useForm<BookingRules>({ resolver: zodResolver(BookingRulesSchema), defaultValues: rules })
  const { isDirty, isSubmitting } = form.formState
  const kind = form.watch('tipo')

  const submit = form.handleSubmit(async (values) => {
    setProblem(null)
    setAnnouncement(null)
    try {
      const saved = await save.mutateAsync(values)
      form.reset(saved)
      setAnnouncement('reservations.rules.saved')
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        for (const [field, messages] of Object.entries(error.fields))
          form.setError(field as FieldPath<BookingRules>, { type: 'server', message: messages[0] })
      }
      setProblem(
        error instanceof ApiError && error.status === 0
          ? 'reservations.popup.network'
          : 'reservations.rules.saveFailed',
      )
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby="rules-heading" className="max-w-3xl space-y-6">
      <LeaveGuard hasUnsavedChanges={isDirty && !isSubmitting} />
      <div>
        <h2 id="rules-heading" className="font-semibold text-lg text-stone-900">
          {t('reservations.rules.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('reservations.rules.intro')}</p>
      </div>
      <section className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5">
        <Controller
          control={form.control}
          name="reservasPublicas"
          render={({ field }) => (
            <SwitchField
              label={t('reservations.rules.public')}
              hint={t('reservations.rules.publicHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="autoConfirmar"
          render={({ field }) => (
            <SwitchField
              label={t('reservations.rules.autoConfirm')}
              hint={t('reservations.rules.autoConfirmHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <fieldset>
          <legend className="font-medium text-sm text-stone-800">{t('reservations.rules.kind')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['mesas', 'servicios'] as const).map((each) => (
              <label key={each} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  value={each}
                  className="size-4 accent-brand-600"
                  {...form.register('tipo')}
                />
                {t(`reservations.rules.kinds.${each}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'servicios' ? <ServicesField form={form} /> : null}
      </section>
      <OpeningHoursField form={form} />
      <ClosedDatesField form={form} />
      <RulesNumbers form={form} kind={kind} />
      {problem ? <FormAlert id="rules-problem">{t(problem)}</FormAlert> : null}
      <p role="status" className="text-emerald-800 text-sm">
        {announcement ? t(announcement) : ''}
      </p>
      <div className="flex justify-end gap-3">
        <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
          {t('reservations.rules.discard')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {isSubmitting ? t('reservations.rules.saving') : t('reservations.rules.save')}
        </Button>
      </div>
    </form>
  )
}
