import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The current time on the chosen zone's clock, moving every minute: what "dates move" means before saving. */
export function CurrentTime({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000)
    return () => clearInterval(timer)
  }, [])
  const time = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(now)
  return (
    <p className="text-sm text-stone-600">{t('settings.general.currentTime', { time, zone: timeZone })}</p>
  )
}
