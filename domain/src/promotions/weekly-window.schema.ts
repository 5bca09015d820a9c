import { z } from 'zod'

/** Days of the week as ISO 8601 numbers: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/** A wall-clock time of day, "HH:MM" on a 24-hour clock. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'promotions.errors.timeOfDay')

/**
 * A weekly window in the business's time zone: a promotion's happy hour Monday to Thursday 17:00–19:00, a
 * dish served Monday to Friday 13:00–16:00. `hasta` before `desde` runs past midnight into the next day (22:00–02:00).
 */
export const WeeklyWindowSchema = z
  .object({
    dias: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'promotions.errors.windowDays')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'promotions.errors.windowDays'),
    desde: TimeOfDaySchema,
    hasta: TimeOfDaySchema,
  })
  .refine((window) => window.desde !== window.hasta, {
    message: 'promotions.errors.windowEmpty',
    path: ['hasta'],
  })
export type WeeklyWindow = z.infer<typeof WeeklyWindowSchema>
