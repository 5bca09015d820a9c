/**
 * The roles a member of a business has, and what each may do: one table, read by the server's check on every
 * owner route (the rule) and by the dashboard to hide what a role cannot do (a courtesy). The README shows
 * the same table (a test keeps them equal).
 */

export const ROLES = ['owner', 'manager', 'staff', 'viewer'] as const
export type Role = (typeof ROLES)[number]

/**
 * What a route may ask of its caller's role. `self` is what every member may do with their own account
 * (profile, security, their own settings, help); the rest act on the business.
 */
export const PERMISSIONS = [
  'self',
  'catalogue.read',
  'catalogue.write',
  'catalogue.soldOut',
  'todaysMenu.write',
  'promotions.read',
  'promotions.write',
  'bookings.read',
  'bookings.handle',
  'bookingRules.write',
  'clients.read',
  'clients.write',
  'clients.export',
  'visits.read',
  'orders.read',
  'orders.handle',
  'ordering.settings',
  'team.read',
  'team.manage',
  'audit.read',
  'business.settings',
  'billing',
  'account.export',
  'account.delete',
] as const
export type Permission = (typeof PERMISSIONS)[number]

const READ: readonly Permission[] = [
  'self',
  'catalogue.read',
  'promotions.read',
  'bookings.read',
  'clients.read',
  'visits.read',
  'orders.read',
]

/** What each role may do. Owners may do everything; there is always at least one. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: [
    ...READ,
    'catalogue.write',
    'catalogue.soldOut',
    'todaysMenu.write',
    'promotions.write',
    'bookings.handle',
    'bookingRules.write',
    'clients.write',
    'clients.export',
    'orders.handle',
    'ordering.settings',
    'team.read',
    'team.manage',
    'audit.read',
  ],
  staff: [...READ, 'catalogue.soldOut', 'bookings.handle', 'orders.handle'],
  viewer: READ,
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission)
}

/**
 * Whether `actor` may give or take `role` (invite with it, change a member to or from it, remove a member
 * who has it): owners any role; managers the team except owners; nobody else.
 */
export function canManageRole(actor: Role, role: Role): boolean {
  if (actor === 'owner') return true
  return actor === 'manager' && role !== 'owner'
}
