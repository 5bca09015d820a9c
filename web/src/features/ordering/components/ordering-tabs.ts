import type { Permission } from '#domain/team/roles.ts'
import type { MessageKey } from '../../../lib/i18n.ts'

/**
 * Pedidos's sections (decision 074), each its own address under /dashboard/pedidos; a section shows only to a
 * role with its permission. /dashboard/pedidos opens the first (router.tsx).
 */
export const ORDERING_TABS: readonly { path: string; labelKey: MessageKey; permission: Permission }[] = [
  { path: 'mesas', labelKey: 'ordering.tabs.tables', permission: 'orders.read' },
]
