import { ConciergeBell } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { OrderChannel } from '#domain/ordering/ordering-settings.schema.ts'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { SwitchField } from '../../../components/ui/switch-field.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { useOrderingSettings, useSaveOrderingSettings } from '../api/ordering-settings.ts'

/**
 * "Recibir pedidos": one switch per channel, from the tables' QR codes and for pickup. Owners and managers
 * switch them (`ordering.settings`); the rest of the team sees how they stand.
 */
export function OrderingSwitches() {
  const { t } = useTranslation()
  const settings = useOrderingSettings()
  const save = useSaveOrderingSettings()
  const canChange = useCan('ordering.settings')
  if (!settings.data) return null
  const current = settings.data
  const toggle = (channel: OrderChannel, on: boolean) => save.mutate({ ...current, [channel]: on })
  return (
    <SectionCard
      icon={ConciergeBell}
      title={t('ordering.switches.title')}
      description={t('ordering.switches.intro')}
    >
      {save.isError ? (
        <FormAlert id="ordering-switches-failed">{t('ordering.switches.saveFailed')}</FormAlert>
      ) : null}
      <div className="divide-y divide-stone-100">
        {(['table', 'pickup'] as const).map((channel) => (
          <SwitchField
            key={channel}
            label={t(`ordering.switches.${channel}.label`)}
            description={t(`ordering.switches.${channel}.description`)}
            checked={current[channel]}
            onCheckedChange={(on) => toggle(channel, on)}
            disabled={!canChange || save.isPending}
          />
        ))}
      </div>
    </SectionCard>
  )
}
