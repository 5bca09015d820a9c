import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { AppError } from '../../shared/errors.ts'
import { hasClient } from '../clients/index.ts'
import { readBookingContext, toAppointment } from './booking-context.ts'
import * as repository from './reservations.repository.ts'
import type { ReservationsDeps } from './reservations.service.ts'

/** The most reservations a client's detail lists: years of a regular's visits. */
const MAX_CLIENT_APPOINTMENTS = 200

/**
 * A client's reservations, past and coming, newest first (at most MAX_CLIENT_APPOINTMENTS), for their
 * detail; 404 for a client the business does not have.
 */
export async function listClientAppointments(
  deps: ReservationsDeps,
  businessId: string,
  clientId: string,
): Promise<Appointment[]> {
  if (!(await hasClient(deps.db, businessId, clientId))) throw new AppError('not_found', 404)
  const { timeZone } = await readBookingContext(deps.db, businessId, new Date(deps.clock()))
  const rows = await repository.listClientAppointments(deps.db, businessId, clientId, MAX_CLIENT_APPOINTMENTS)
  return rows.map((row) => toAppointment(row, timeZone))
}
