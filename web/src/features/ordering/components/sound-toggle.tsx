import { clsx } from 'clsx'
import { Volume2, VolumeX } from 'lucide-react'
import { useTranslation } from 'react-i18next'

type Props = { isOn: boolean; onChange: (isOn: boolean) => void }

/** «Sonido», a button pressed while new orders chime on this device. */
export function SoundToggle({ isOn, onChange }: Props) {
  const { t } = useTranslation()
  const Icon = isOn ? Volume2 : VolumeX
  return (
    <button
      type="button"
      aria-pressed={isOn}
      title={t('ordering.live.soundHint')}
      onClick={() => onChange(!isOn)}
      className={clsx(
        'inline-flex h-10 items-center gap-2 rounded-xl border px-3 font-medium text-sm',
        'focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
        isOn
          ? 'border-brand-200 bg-brand-50 text-brand-800'
          : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
      )}
    >
      <Icon aria-hidden className="size-4.5" />
      {t('ordering.live.sound')}
    </button>
  )
}
