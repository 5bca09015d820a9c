import { z } from 'zod'
import {
  type Appointment,
  type OwnerAppointmentInput,
  OwnerAppointmentInputSchema,
} from '#domain/reservations/appointment.schema.ts'
import type { BookingKind } from '#domain/reservations/booking-rules.schema.ts'

/** The appointment dialog's fields: the owner's input, with the service as the select's text ('' for none). */
export type AppointmentFormValues = Omit<z.input<typeof OwnerAppointmentInputSchema>, 'serviceId'> & {
  serviceId: string
}

/**
 * The wire schema (domain/reservations/appointment.schema.ts) read from the dialog: a time is required (a free
 * slot, or any time once "outside opening hours" is ticked), and a salon's booking names its service.
 */
export function appointmentFormSchema(kind: BookingKind) {
  return OwnerAppointmentInputSchema.extend({
    time: z
      .string()
      .min(1, 'reservations.errors.timeRequired')
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'reservations.errors.time'),
    serviceId: z.string().transform((id) => id || null),
  }).superRefine((values, context) => {
    if (kind === 'servicios' && !values.serviceId)
      context.addIssue({
        code: 'custom',
        path: ['serviceId'],
        message: 'reservations.errors.serviceRequired',
      })
  })
}

/** What the dialog starts with: the saved appointment, or a new booking of the given day. */
export function appointmentFormDefaults(saved: Appointment | null, date: string): AppointmentFormValues {
  if (!saved) {
    return {
      date,
      time: '',
      fueraDeHorario: false,
      partySize: 2,
      serviceId: '',
      client: '',
      phone: '',
      email: '',
      notes: '',
      color: 'orange',
      status: 'confirmed',
    }
  }
  return {
    date: saved.date,
    time: saved.time,
    fueraDeHorario: false,
    partySize: saved.partySize,
    serviceId: saved.serviceId ?? '',
    client: saved.client,
    phone: saved.phone,
    email: saved.email,
    notes: saved.notes,
    color: saved.color,
    status: saved.status === 'pending' ? 'pending' : 'confirmed',
  }
}

/** The input sent for a salon books one place per service; a restaurant's party takes its covers. */
export function appointmentInputOf(values: OwnerAppointmentInput, kind: BookingKind): OwnerAppointmentInput {
  return kind === 'servicios' ? { ...values, partySize: 1 } : { ...values, serviceId: null }
}

const FORM_FIELDS = [
  'date',
  'time',
  'partySize',
  'serviceId',
  'client',
  'phone',
  'email',
  'notes',
  'color',
] as const
export type AppointmentFormField = (typeof FORM_FIELDS)[number]

/** The dialog's field for a field the server names in a refusal (`fueraDeHorario` and `duration` → time). */
export function formFieldOf(serverField: string): AppointmentFormField | null {
  const field = serverField.split('.')[0] ?? ''
  if (field === 'fueraDeHorario' || field === 'duration' || field === 'start') return 'time'
  return (FORM_FIELDS as readonly string[]).includes(field) ? (field as AppointmentFormField) : null
}
