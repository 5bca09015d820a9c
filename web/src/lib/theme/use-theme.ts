import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import type { Theme } from '#domain/settings/user-settings.schema.ts'
import { isThemedPath, resolveTheme } from './theme.ts'
import {
  getThemeChoice,
  isSystemDark,
  paintTheme,
  subscribeToSystemTheme,
  subscribeToThemeChoice,
} from './theme-store.ts'

/** The theme chosen on this device; re-renders when it changes. */
export function useThemeChoice(): Theme {
  return useSyncExternalStore(subscribeToThemeChoice, getThemeChoice, () => 'light')
}

function useIsSystemDark(): boolean {
  return useSyncExternalStore(subscribeToSystemTheme, isSystemDark, () => false)
}

/**
 * Keeps the page painted in the right theme as the visitor moves: the owner's choice on the app's screens,
 * light on the landing and anything public (even when reached from the dashboard without a reload), and,
 * with `auto`, whatever the system says, live. web/index.html paints the first frame the same way.
 */
export function useThemeScope(): void {
  const { pathname } = useLocation()
  const choice = useThemeChoice()
  const isDark = useIsSystemDark()
  useEffect(() => {
    paintTheme(isThemedPath(pathname) ? resolveTheme(choice, isDark) : undefined)
  }, [pathname, choice, isDark])
}
