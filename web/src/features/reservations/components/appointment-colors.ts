import type { Appointment } from '#domain/reservations/appointment.schema.ts'

/** Each tag colour's chip in the calendar and stripe in the list; dark text on a pale fill keeps AA contrast. */
export const COLOR_CLASSES: Record<Appointment['color'], { chip: string; stripe: string; swatch: string }> = {
  orange: { chip: 'bg-orange-100 text-orange-950', stripe: 'border-l-orange-500', swatch: 'bg-orange-500' },
  blue: { chip: 'bg-sky-100 text-sky-950', stripe: 'border-l-sky-500', swatch: 'bg-sky-500' },
  green: {
    chip: 'bg-emerald-100 text-emerald-950',
    stripe: 'border-l-emerald-500',
    swatch: 'bg-emerald-500',
  },
  purple: { chip: 'bg-violet-100 text-violet-950', stripe: 'border-l-violet-500', swatch: 'bg-violet-500' },
  pink: { chip: 'bg-pink-100 text-pink-950', stripe: 'border-l-pink-500', swatch: 'bg-pink-500' },
  stone: { chip: 'bg-stone-200 text-stone-900', stripe: 'border-l-stone-500', swatch: 'bg-stone-500' },
}

/** Cancelled and missed appointments stay visible under "all", faded and struck through. */
export const isInactive = (appointment: Appointment) =>
  appointment.status === 'cancelled' || appointment.status === 'no_show'
