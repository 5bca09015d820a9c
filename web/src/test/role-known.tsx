import { useMe } from '../entities/account/api/get-me.ts'

/**
 * Says when the session's role is known, so that a role test can tell "hidden from this role" from "not
 * loaded yet": render it beside the component and wait for "role: staff" before asserting what is absent.
 */
export function RoleKnown() {
  const role = useMe().data?.role
  return role ? <p>role: {role}</p> : null
}
