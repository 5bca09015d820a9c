import { useTranslation } from 'react-i18next'
import { LoadFailed, LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import { useSettings } from '../../../entities/settings/api/get-settings.ts'
import { GeneralForm } from './general-form.tsx'

/** /dashboard/configuracion, the section shown first (docs/product-spec.md §2 "Settings"). */
export function GeneralTab() {
  const { t } = useTranslation()
  const settings = useSettings()
  if (settings.isPending) return <LoadingState message={t('settings.general.loading')} />
  if (settings.isError) {
    return <LoadFailed message={t('settings.general.loadFailed')} onRetry={() => void settings.refetch()} />
  }
  return <GeneralForm saved={settings.data.preferences} />
}
