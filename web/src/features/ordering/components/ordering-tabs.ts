import type { Permission } from '#domain/team/roles.ts'
import type { MessageKey } from '../../../lib/i18n.ts'

/**
 * Pedidos's sections (decision 074), each its own address under /dashboard/pedidos (the orders list is
 * /dashboard/pedidos itself, path ''); a section shows only to a role with its permission.
 */
export const ORDERING_TABS: readonly { path: string; labelKey: MessageKey; permission: Permission }[] = [
  { path: '', labelKey: 'ordering.tabs.orders', permission: 'orders.read' },
  { path: 'cocina', labelKey: 'ordering.tabs.kitchen', permission: 'orders.read' },
  { path: 'mesas', labelKey: 'ordering.tabs.tables', permission: 'orders.read' },
]
