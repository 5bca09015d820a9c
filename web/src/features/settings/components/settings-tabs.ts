import type { MessageKey } from '../../../lib/i18n.ts'

/**
 * Configuración's sections (docs/product-spec.md §2 "Settings (four tabs, General by default)", plus Negocio,
 * the business's own settings of decision 041): each its own address under /dashboard/configuracion, so a
 * link (an e-mail's "change your notifications") opens the right one.
 */
export const SETTINGS_TABS: readonly { path: string; labelKey: MessageKey }[] = [
  { path: '', labelKey: 'settings.tabs.general' },
  { path: 'negocio', labelKey: 'settings.tabs.business' },
  { path: 'notificaciones', labelKey: 'settings.tabs.notifications' },
  { path: 'seguridad', labelKey: 'settings.tabs.security' },
  { path: 'pagos', labelKey: 'settings.tabs.payments' },
]
