import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isTimeZone } from '#domain/settings/time-zones.ts'
import type { Preferences } from '#domain/settings/user-settings.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/form-field.tsx'
import { TimeZoneField } from '../../../components/ui/time-zone-field.tsx'
import { useUpdateSettings } from '../../../entities/settings/api/update-settings.ts'
import { ApiError } from '../../../lib/api.ts'
import { isLanguage } from '../../../lib/i18n.ts'
import { applyPreferences } from '../../../lib/preferences.ts'
import { CurrentTime } from './current-time.tsx'
import { type PreferenceErrors, readPreferenceErrors } from './preference-errors.ts'
import { ThemeField } from './theme-field.tsx'

/** docs/product-spec.md §9: the settings-saved message shows for 3000 ms. */
export const SAVED_MESSAGE_MS = 3000

/** Languages of the selector: the two the app speaks, then the two listed but not available yet (spec §2). */
const LANGUAGE_OPTIONS = [
  { value: 'es', isAvailable: true },
  { value: 'en', isAvailable: true },
  { value: 'fr', isAvailable: false },
  { value: 'pt', isAvailable: false },
] as const

/** Only the fields that differ from what is saved: the theme only if changed, the language only if switched. */
function changesOf(saved: Preferences, draft: Preferences): Partial<Preferences> {
  return Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => saved[key as keyof Preferences] !== value),
  )
}

/**
 * Configuración → General: theme, language and time zone held here until Guardar (spec §4 "Settings save"),
 * then saved on the server and applied on this device; "Configuración guardada" for 3 s.
 */
export function GeneralForm({ saved }: { saved: Preferences }) {
  const { t, i18n } = useTranslation()
  const alertId = useId()
  const update = useUpdateSettings()
  // The language shown is the one this device speaks, which Guardar saves if the account holds another.
  const [shown, setShown] = useState(() => ({
    ...saved,
    language: isLanguage(i18n.language) ? i18n.language : saved.language,
  }))
  const [draft, setDraft] = useState(shown)
  const [errors, setErrors] = useState<PreferenceErrors>({})
  const [isSavedShown, setIsSavedShown] = useState(false)
  const changes = changesOf(saved, draft)
  const hasChanges = Object.keys(changes).length > 0
  const isEdited = Object.keys(changesOf(shown, draft)).length > 0

  useEffect(() => {
    if (!isSavedShown) return
    const timer = setTimeout(() => setIsSavedShown(false), SAVED_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [isSavedShown])

  const change = (next: Partial<Preferences>) => {
    setDraft((current) => ({ ...current, ...next }))
    setErrors({})
    setIsSavedShown(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isTimeZone(draft.timeZone)) return setErrors({ timeZone: 'settings.errors.timeZoneUnknown' })
    if (!hasChanges) return setIsSavedShown(true)
    try {
      const answer = await update.mutateAsync({ preferences: changes })
      await applyPreferences(changes)
      setShown(answer.preferences)
      setDraft(answer.preferences)
      setIsSavedShown(true)
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? readPreferenceErrors(error) : {}
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: 'settings.general.saveFailed' })
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-2xl space-y-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <LeaveGuard hasUnsavedChanges={isEdited && !update.isPending} />
      <ThemeField value={draft.theme} onChange={(theme) => change({ theme })} />
      <SelectField
        label={t('settings.general.language')}
        value={draft.language}
        onChange={(event) => change({ language: event.target.value as Preferences['language'] })}
        error={errors.language ? t(errors.language) : undefined}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} disabled={!option.isAvailable}>
            {option.isAvailable
              ? t(`settings.general.languages.${option.value}`)
              : t('settings.general.languageSoon', {
                  language: t(`settings.general.languages.${option.value}`),
                })}
          </option>
        ))}
      </SelectField>
      <div className="space-y-2">
        <TimeZoneField
          label={t('settings.general.timeZone')}
          value={draft.timeZone}
          onChange={(timeZone) => change({ timeZone })}
          error={errors.timeZone ? t(errors.timeZone) : undefined}
        />
        <CurrentTime timeZone={draft.timeZone} />
      </div>
      {errors.form ? <FormAlert id={alertId}>{t(errors.form)}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('settings.general.saving') : t('settings.general.save')}
        </Button>
        <p role="status" className="font-medium text-emerald-800 text-sm">
          {isSavedShown ? t('settings.general.saved') : null}
        </p>
      </div>
    </form>
  )
}
