import { EyeOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PrivacySettings } from '#domain/settings/user-settings.schema.ts'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { SwitchField } from '../../../components/ui/switch-field.tsx'
import { useSettings } from '../../../entities/settings/api/get-settings.ts'
import { useUpdateSettings } from '../../../entities/settings/api/update-settings.ts'

const switches: readonly (keyof PrivacySettings)[] = ['analytics', 'location']

/**
 * Privacidad (spec §2: analytics on, location off): each switch saved as it is flipped, and said honestly
 * (what the product does with it), not a promise it cannot keep.
 */
export function PrivacyCard() {
  const { t } = useTranslation()
  const settings = useSettings()
  const update = useUpdateSettings()
  // While a save is under way the switch shows the asked state, so a second flip acts on what is seen.
  const pending = update.isPending ? update.variables?.privacy : undefined

  return (
    <SectionCard
      icon={EyeOff}
      title={t('security.privacy.title')}
      description={t('security.privacy.description')}
    >
      {settings.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t('security.loading')}
        </p>
      ) : settings.isError ? (
        <FormAlert id="privacy-failure">{t('security.privacy.loadFailed')}</FormAlert>
      ) : (
        <div className="divide-y divide-stone-200">
          {switches.map((name) => (
            <SwitchField
              key={name}
              label={t(`security.privacy.${name}`)}
              description={t(`security.privacy.${name}Description`)}
              checked={pending?.[name] ?? settings.data.privacy[name]}
              // Not disabled while saving: a disabled button would drop the keyboard's focus.
              onCheckedChange={(isOn) =>
                update.isPending ? undefined : update.mutate({ privacy: { [name]: isOn } })
              }
            />
          ))}
        </div>
      )}
      {update.isError ? (
        <div className="mt-3">
          <FormAlert id="privacy-save-failure">{t('security.privacy.saveFailed')}</FormAlert>
        </div>
      ) : null}
    </SectionCard>
  )
}
