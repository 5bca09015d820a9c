import { describe, expect, it } from 'vitest'
import { can, canManageRole, PERMISSIONS, ROLE_PERMISSIONS, ROLES } from './roles.ts'

describe('roles and permissions', () => {
  it('gives owners everything, and every other role a part of it with no permission unknown', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS)
    for (const role of ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission)
      expect(new Set(ROLE_PERMISSIONS[role]).size).toBe(ROLE_PERMISSIONS[role].length)
    }
  })

  it('keeps billing, the business settings, the export and deletion to owners', () => {
    for (const permission of ['billing', 'business.settings', 'account.export', 'account.delete'] as const) {
      expect(ROLES.filter((role) => can(role, permission))).toEqual(['owner'])
    }
  })

  it('lets staff handle bookings and mark a dish sold out, but not export clients or change the menu', () => {
    expect(can('staff', 'bookings.handle')).toBe(true)
    expect(can('staff', 'catalogue.soldOut')).toBe(true)
    expect(can('staff', 'clients.export')).toBe(false)
    expect(can('staff', 'catalogue.write')).toBe(false)
    expect(can('staff', 'team.read')).toBe(false)
  })

  it('lets staff take orders through, and only owners and managers set up tables and ordering', () => {
    expect(ROLES.filter((role) => can(role, 'orders.handle'))).toEqual(['owner', 'manager', 'staff'])
    expect(ROLES.filter((role) => can(role, 'ordering.settings'))).toEqual(['owner', 'manager'])
    expect(ROLES.filter((role) => can(role, 'orders.read'))).toEqual(ROLES)
  })

  it('lets a viewer only read', () => {
    expect(
      ROLE_PERMISSIONS.viewer.every((permission) => permission === 'self' || permission.endsWith('.read')),
    ).toBe(true)
  })

  it('lets managers manage the team except owners', () => {
    expect(canManageRole('manager', 'staff')).toBe(true)
    expect(canManageRole('manager', 'owner')).toBe(false)
    expect(canManageRole('owner', 'owner')).toBe(true)
    expect(canManageRole('staff', 'viewer')).toBe(false)
  })
})
