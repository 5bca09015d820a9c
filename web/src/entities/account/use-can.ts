import { can, type Permission } from '#domain/team/roles.ts'
import { useMe } from './api/get-me.ts'

/**
 * Whether the signed-in member's role in the session's business may do `permission` (decision 073): what the
 * dashboard offers. A courtesy only: the server refuses the rest with 403 `forbidden`. False while nobody is
 * known to be signed in.
 */
export function useCan(permission: Permission): boolean {
  const me = useMe()
  return me.data ? can(me.data.role, permission) : false
}
