import type { Theme } from '#domain/settings/user-settings.schema.ts'
import { type AppliedTheme, defaultTheme, isTheme, systemDarkQuery, themeStorageKey } from './theme.ts'

const listeners = new Set<() => void>()

function readStoredChoice(): Theme {
  try {
    const stored = localStorage.getItem(themeStorageKey)
    return isTheme(stored) ? stored : defaultTheme
  } catch {
    // Storage can be blocked (private modes); the default is then the right start.
    return defaultTheme
  }
}

let choice: Theme = typeof window === 'undefined' ? defaultTheme : readStoredChoice()

/**
 * Reads this device's remembered choice again, as a page loaded anew does. The web tests share this module
 * across their files (one module registry per worker), so each test begins as a fresh page through this.
 */
export function reloadThemeChoice(): void {
  choice = readStoredChoice()
}

/** The theme chosen on this device (the saved setting once signed in, the last choice before). */
export function getThemeChoice(): Theme {
  return choice
}

/** Makes `next` the choice, remembered on this device for the next load's first paint. */
export function setThemeChoice(next: Theme): void {
  if (next === choice) return
  choice = next
  try {
    localStorage.setItem(themeStorageKey, next)
  } catch {
    // Not being able to remember it must not stop it applying now.
  }
  for (const listener of listeners) listener()
}

export function subscribeToThemeChoice(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the system asks for dark now; false where there is no matchMedia (tests, old engines). */
export function isSystemDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(systemDarkQuery).matches === true
}

/** Calls `listener` whenever the system switches between light and dark. */
export function subscribeToSystemTheme(listener: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(systemDarkQuery)
  query?.addEventListener('change', listener)
  return () => query?.removeEventListener('change', listener)
}

/**
 * Paints `theme` on the page, or takes the theme off (undefined) where the page is always light. The
 * attribute is what styles.css's dark palette and `color-scheme` hang on.
 */
export function paintTheme(theme: AppliedTheme | undefined): void {
  const root = document.documentElement
  if (theme === 'dark') root.dataset.theme = 'dark'
  else delete root.dataset.theme
}
