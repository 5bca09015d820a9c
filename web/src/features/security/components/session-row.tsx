import { LoaderCircle, Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AccountSession } from '#domain/security/security.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useDisplayTimeZone } from '../../../lib/display-time-zone.ts'
import { getCurrentLanguage, type Language } from '../../../lib/i18n.ts'

const deviceIcons = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: MonitorSmartphone }

type Props = { session: AccountSession; isClosing: boolean; onClose: () => void }

/** One signed-in device: browser and system, place when known, last active; "Activa" or "Cerrar". */
export function SessionRow({ session, isClosing, onClose }: Props) {
  const { t } = useTranslation()
  const language = getCurrentLanguage()
  const timeZone = useDisplayTimeZone()
  const Icon = deviceIcons[session.deviceType]
  const device = describeDevice(
    session,
    t('security.sessions.unknownBrowser'),
    t('security.sessions.unknownSystem'),
    (browser, os) => t('security.sessions.device', { browser, os }),
  )
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden className="size-5 shrink-0 text-stone-600" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900">{device}</p>
        <p className="text-sm text-stone-600">
          {session.place ? `${session.place} · ` : ''}
          {t('security.sessions.lastActive', {
            when: formatDateTime(session.lastActiveAt, language, timeZone),
          })}
        </p>
      </div>
      {session.current ? (
        <span className="rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800 text-xs">
          {t('security.sessions.current')}
        </span>
      ) : (
        <Button
          variant="secondary"
          onClick={onClose}
          disabled={isClosing}
          aria-label={t('security.sessions.closeOne', { device })}
        >
          {isClosing ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {t('security.sessions.close')}
        </Button>
      )}
    </li>
  )
}

/** "Chrome en Windows", or what is known of it. */
export function describeDevice(
  session: Pick<AccountSession, 'browser' | 'os'>,
  unknownBrowser: string,
  unknownSystem: string,
  join: (browser: string, os: string) => string,
): string {
  if (!session.browser && !session.os) return unknownBrowser
  return join(session.browser ?? unknownBrowser, session.os ?? unknownSystem)
}

/** "26 nov 2026, 10:50" in the owner's language and display zone (Configuración → General). */
export function formatDateTime(iso: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  )
}
