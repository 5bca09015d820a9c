import { LoaderCircle } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NotificationSettings } from '#domain/settings/user-settings.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SwitchField } from '../../../components/ui/switch-field.tsx'
import { useSettings } from '../../../entities/settings/api/get-settings.ts'
import { useUpdateSettings } from '../../../entities/settings/api/update-settings.ts'
import { ApiError } from '../../../lib/api.ts'

/** How long "Configuración guardada" stays (docs/product-spec.md §9: settings-saved message, 3000 ms). */
export const SAVED_MESSAGE_MS = 3000

/** The toggles the owner can change; push is shown but nothing can push yet. */
type EditableNotifications = Omit<NotificationSettings, 'push'>
const EDITABLE: readonly (keyof EditableNotifications)[] = ['email', 'appointmentReminders', 'marketing']

/**
 * Configuración → Notificaciones (docs/product-spec.md §2 "Settings", decision 041): e-mail, push, marketing
 * and appointment reminders, held here until Guardar, then "Configuración guardada" for 3 s. Every e-mail the
 * product sends obeys its toggle on the server.
 */
export function NotificationsTab() {
  const { t } = useTranslation()
  const alertId = useId()
  const settings = useSettings()

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
        {t('notifications.loading')}
      </p>
    )
  }
  if (settings.isError) {
    return (
      <div className="max-w-3xl space-y-3">
        <FormAlert id={alertId}>{t('notifications.loadFailed')}</FormAlert>
        <Button variant="secondary" onClick={() => settings.refetch()}>
          {t('notifications.retry')}
        </Button>
      </div>
    )
  }
  return <NotificationsForm saved={settings.data.notifications} />
}

function NotificationsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation()
  const alertId = useId()
  const update = useUpdateSettings()
  const [draft, setDraft] = useState<EditableNotifications>(saved)
  const [isSavedShown, setIsSavedShown] = useState(false)
  const changed = EDITABLE.filter((key) => draft[key] !== saved[key])
  const isDirty = changed.length > 0

  useEffect(() => {
    if (!isSavedShown) return
    const timer = setTimeout(() => setIsSavedShown(false), SAVED_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [isSavedShown])

  const toggle = (key: keyof EditableNotifications) => (checked: boolean) => {
    setIsSavedShown(false)
    update.reset()
    setDraft((current) => ({ ...current, [key]: checked }))
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isDirty) return
    const notifications = Object.fromEntries(changed.map((key) => [key, draft[key]]))
    update.mutate({ notifications }, { onSuccess: () => setIsSavedShown(true) })
  }

  const failure =
    update.error instanceof ApiError && update.error.status === 0
      ? t('notifications.errors.network')
      : update.isError
        ? t('notifications.errors.saveFailed')
        : null

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="notifications-heading"
      className="max-w-3xl rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <LeaveGuard hasUnsavedChanges={isDirty && !update.isPending} />
      <h2 id="notifications-heading" className="font-semibold text-lg text-stone-900">
        {t('notifications.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('notifications.intro')}</p>
      <div className="mt-2 divide-y divide-stone-200">
        <SwitchField
          label={t('notifications.email.label')}
          description={t('notifications.email.description')}
          checked={draft.email}
          onCheckedChange={toggle('email')}
        />
        <SwitchField
          label={t('notifications.push.label')}
          description={t('notifications.push.description')}
          // Nothing can push yet: shown off and disabled rather than pretending (decision 041).
          checked={false}
          disabled
          onCheckedChange={() => undefined}
        />
        <SwitchField
          label={t('notifications.appointmentReminders.label')}
          description={t('notifications.appointmentReminders.description')}
          checked={draft.appointmentReminders}
          onCheckedChange={toggle('appointmentReminders')}
        />
        <SwitchField
          label={t('notifications.marketing.label')}
          description={t('notifications.marketing.description')}
          checked={draft.marketing}
          onCheckedChange={toggle('marketing')}
        />
      </div>
      {failure ? (
        <div className="mt-4">
          <FormAlert id={alertId}>{failure}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-3 border-stone-200 border-t pt-5 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="font-medium text-emerald-800 text-sm sm:mr-auto">
          {isSavedShown ? t('notifications.saved') : ''}
        </p>
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {update.isPending ? t('notifications.saving') : t('notifications.save')}
        </Button>
      </div>
    </form>
  )
}
