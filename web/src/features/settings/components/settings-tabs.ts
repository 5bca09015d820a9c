import type { Permission } from '#domain/team/roles.ts'
import type { MessageKey } from '../../../lib/i18n.ts'

/**
 * Configuración's sections (docs/product-spec.md §2 "Settings (four tabs, General by default)", plus Negocio,
 * the business's own settings of decision 041): each its own address under /dashboard/configuracion, so a
 * link (an e-mail's "change your notifications") opens the right one. A tab shows only to a role with its
 * permission (decision 073).
 */
export const SETTINGS_TABS: readonly { path: string; labelKey: MessageKey; permission: Permission }[] = [
  { path: '', labelKey: 'settings.tabs.general', permission: 'self' },
  { path: 'negocio', labelKey: 'settings.tabs.business', permission: 'business.settings' },
  { path: 'equipo', labelKey: 'settings.tabs.team', permission: 'team.read' },
  { path: 'actividad', labelKey: 'settings.tabs.activity', permission: 'audit.read' },
  { path: 'notificaciones', labelKey: 'settings.tabs.notifications', permission: 'self' },
  { path: 'seguridad', labelKey: 'settings.tabs.security', permission: 'self' },
  { path: 'pagos', labelKey: 'settings.tabs.payments', permission: 'billing' },
]
