import { z } from 'zod'
import { ProductSchema } from './product.schema.ts'
import { CourseSchema, CoursesInputSchema, SET_MENU_MESSAGES } from './set-menu.schema.ts'

/** A set menu's courses as served on one day of the business's calendar. */
export const MenuDaySchema = z.object({
  /** The business's calendar date, "2026-12-07". */
  businessDay: z.string(),
  courses: z.array(CourseSchema),
})
export type MenuDay = z.infer<typeof MenuDaySchema>

/**
 * "Menú de hoy" (`GET /api/products/:id/today`): the set menu as it stands, the business's date today, and the
 * days published before, newest first, to take dishes from.
 */
export const TodaysMenuSchema = z.object({
  businessDay: z.string(),
  menu: ProductSchema,
  history: z.array(MenuDaySchema),
})
export type TodaysMenu = z.infer<typeof TodaysMenuSchema>

/** Today's courses as published from the one-screen editor: every course, at least one. */
export const TodaysCoursesSchema = z.object({
  courses: CoursesInputSchema.min(1, SET_MENU_MESSAGES.coursesRequired),
})
export type TodaysCourses = z.output<typeof TodaysCoursesSchema>

/** How many published days the editor offers dishes from. */
export const MENU_HISTORY_DAYS = 14
