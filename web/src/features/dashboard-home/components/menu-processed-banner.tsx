import { CircleCheck, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'

/** How long the banner stays (docs/product-spec.md §9 "Login-menu success banner: 5000 ms"). */
export const bannerDurationMs = 5000

/**
 * The navigation state that sign-in passes on after a menu upload (docs/product-spec.md §4 "Authentication").
 */
export function isMenuProcessedState(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false
  const { fromLogin, menuProcessed } = state as Record<string, unknown>
  return fromLogin === true && menuProcessed === true
}

/**
 * Where a menu kept before signing in stands: 'none' when there is none to import, 'pending' while it is being
 * imported or failed to be, 'imported' once it is a catalogue.
 */
export type MenuImportStage = 'none' | 'pending' | 'imported'

/**
 * The green "menu processed" notice (docs/product-spec.md §2 "Welcome screen"): after signing in with an
 * uploaded menu (the router state), and whenever the kept menu has just become a catalogue. While that import
 * is pending the notice waits for it: it says the menu is in Catálogos, which is true only once the import is
 * done.
 */
export function MenuProcessedBanner({ menuImport = 'none' }: { menuImport?: MenuImportStage }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const cameWithMenu = isMenuProcessedState(location.state)
  const [isVisible, setVisible] = useState(cameWithMenu && menuImport === 'none')

  useEffect(() => {
    // The state is cleared from the history entry so that a reload or going back does not show it again.
    if (cameWithMenu) navigate(location.pathname, { replace: true, state: null })
  }, [cameWithMenu, navigate, location.pathname])

  useEffect(() => {
    if (menuImport === 'imported') setVisible(true)
  }, [menuImport])

  useEffect(() => {
    if (!isVisible) return
    const timer = setTimeout(() => setVisible(false), bannerDurationMs)
    return () => clearTimeout(timer)
  }, [isVisible])

  if (!isVisible) return null
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <p className="flex-1 text-sm">{t('dashboard.welcome.menuProcessedBanner')}</p>
      <button
        type="button"
        aria-label={t('dashboard.welcome.dismissBanner')}
        onClick={() => setVisible(false)}
        className="-m-1 rounded-lg p-1 text-emerald-800 hover:bg-emerald-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  )
}
