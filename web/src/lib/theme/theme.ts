import { THEMES, type Theme } from '#domain/settings/themes.ts'

/** What is painted: a theme choice once `auto` has asked the system. */
export type AppliedTheme = 'light' | 'dark'

/**
 * Where the choice is kept on this device, so the next load paints it before anything runs: web/index.html's
 * inline script reads the same key (theme-boot.test.ts keeps the two in step).
 */
export const themeStorageKey = 'theme'

/** The spec's default (docs/product-spec.md §9): light until the owner chooses otherwise. */
export const defaultTheme: Theme = 'light'

export const systemDarkQuery = '(prefers-color-scheme: dark)'

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme)
}

/** `auto` follows the system; light and dark are what they say. */
export function resolveTheme(choice: Theme, isSystemDark: boolean): AppliedTheme {
  if (choice === 'auto') return isSystemDark ? 'dark' : 'light'
  return choice
}

/**
 * Whether the page at `pathname` takes the owner's theme. The landing (`/`, rendered at build time) and the
 * public menu (`/m/…`, the business's own look) are always light, as are the legal and 404 pages around the
 * landing; the app's own screens (sign-in, registration, recovery, the dashboard) follow the choice.
 */
export function isThemedPath(pathname: string): boolean {
  return /^\/(dashboard|login|register|recover)(\/|$)/.test(pathname)
}
