import { z } from 'zod'

/** How many of the most ordered dishes the figures name. */
export const BEST_SELLERS = 5

/** One day of the business's clock ("YYYY-MM-DD") and the orders placed on it, rejected ones left out. */
export const OrderDaySchema = z.object({ day: z.string(), orders: z.number().int() })
export type OrderDay = z.infer<typeof OrderDaySchema>

/** A dish (by its product id) with its name in the latest order of it and the units ordered. */
export const BestSellerSchema = z.object({ productId: z.string(), name: z.string(), units: z.number().int() })
export type BestSeller = z.infer<typeof BestSellerSchema>

/**
 * A business's orders over some days of its clock (decision 074, in the visits card): the orders placed each
 * day, every day present, oldest first; and the dishes ordered most over those days, most units first. An
 * order counts from received to delivered; a rejected one was never taken and counts nowhere.
 */
export const OrderFiguresSchema = z.object({
  days: z.array(OrderDaySchema),
  bestSellers: z.array(BestSellerSchema),
})
export type OrderFigures = z.infer<typeof OrderFiguresSchema>
