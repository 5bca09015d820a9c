import { createContext, useContext } from 'react'
import { QR_SOURCE_QUERY } from '#domain/visits/visit-beacon.schema.ts'
import type { Language } from '../../../../lib/i18n.ts'

/**
 * The business whose menu is public at `/m/<slug>`. The routes read it from the signed-in owner (the accounts
 * feature) and provide it here, since features do not import each other.
 */
export type PublicMenu = { slug: string; businessName: string; language: Language }

export const PublicMenuContext = createContext<PublicMenu | null>(null)

export function usePublicMenu(): PublicMenu {
  const menu = useContext(PublicMenuContext)
  if (!menu) throw new Error('usePublicMenu needs a PublicMenuContext provider (see the Diseño route).')
  return menu
}

/** The page diners open: the business's active catalogue. */
export function getPublicMenuPath(slug: string): string {
  return `/m/${encodeURIComponent(slug)}`
}

/** The public link as it is shared and put in the QR code: absolute, on the origin serving the app. */
export function getPublicMenuUrl(slug: string, origin = window.location.origin): string {
  return `${origin}${getPublicMenuPath(slug)}`
}

/**
 * The address the QR code opens: the public link with `?src=qr`, so that the owner's visits tell the printed
 * code's scans from other openings (decision 052). The link shown, copied and printed as text stays plain.
 */
export function getPublicMenuQrUrl(slug: string, origin = window.location.origin): string {
  return `${getPublicMenuUrl(slug, origin)}?${QR_SOURCE_QUERY}`
}

/** The public page showing any of the owner's catalogues, active or not; the server shows it to its owner only. */
export function getPublicPreviewPath(slug: string, catalogueId: string): string {
  return `${getPublicMenuPath(slug)}?preview=${encodeURIComponent(catalogueId)}`
}

/** The printable allergen table of any of the owner's catalogues (the server shows it to its owner only). */
export function getAllergenTablePath(slug: string, catalogueId: string): string {
  return `${getPublicMenuPath(slug)}/alergenos?preview=${encodeURIComponent(catalogueId)}`
}

/** The name a downloaded QR code is saved under. */
export function getQrFileName(slug: string, extension: 'svg' | 'png'): string {
  return `menu-${slug}-qr.${extension}`
}
