import type { AppointmentStatus } from './appointment.schema.ts'

/**
 * What the owner may do to an appointment, and from which statuses: confirm a request, cancel one that still
 * holds its room, and once its start has passed say whether the client came (or correct that). A cancelled
 * appointment stays cancelled: its room may already be someone else's.
 */
export const APPOINTMENT_ACTIONS = {
  confirm: { from: ['pending'], to: 'confirmed', needsStarted: false },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', needsStarted: false },
  complete: { from: ['pending', 'confirmed', 'no_show'], to: 'completed', needsStarted: true },
  'no-show': { from: ['pending', 'confirmed', 'completed'], to: 'no_show', needsStarted: true },
} as const satisfies Record<
  string,
  { from: readonly AppointmentStatus[]; to: AppointmentStatus; needsStarted: boolean }
>
export type AppointmentAction = keyof typeof APPOINTMENT_ACTIONS

/** The statuses that hold room in the capacity count and may still be edited. */
export const ACTIVE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[]

/** Whether `status` holds its room. */
export function isActiveStatus(status: AppointmentStatus): boolean {
  return (ACTIVE_STATUSES as readonly AppointmentStatus[]).includes(status)
}

/** Why `action` may not be done now (`status`: the wrong status, `not_started`: too early), or null. */
export function refuseAction(
  action: AppointmentAction,
  status: AppointmentStatus,
  start: Date,
  now: Date,
): 'status' | 'not_started' | null {
  const rule = APPOINTMENT_ACTIONS[action]
  if (!(rule.from as readonly AppointmentStatus[]).includes(status)) return 'status'
  if (rule.needsStarted && start > now) return 'not_started'
  return null
}
