/**
 * The themes an owner can choose. Apart from the settings' schemas, so that the web app's shell, which
 * paints the theme on every page, does not download zod with them (decision 069).
 */
export const THEMES = ['light', 'dark', 'auto'] as const
export type Theme = (typeof THEMES)[number]
