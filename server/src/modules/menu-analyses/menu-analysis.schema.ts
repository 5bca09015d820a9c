import { z } from 'zod'
import { ANALYSIS_PHASES, ANALYSIS_STATUSES } from '#domain/menu-analyses/analysis-phases.ts'
import { PageSizeSchema, AnalysedMenuSchema as ReadMenuSchema } from '#menu-reader/analysed-menu.schema.ts'

// The analysed menu as the API answers it: the reader's own contract (menu-reader/src/analysed-menu.schema.ts),
// with each page's picture instead of the slope its boxes were levelled by. The web's types come from these
// schemas through the OpenAPI contract (docs/decisions/020-typed-api-contract.md).

/** One page as the review screen shows it: the size its items' boxes are measured in, and its picture. */
export const MenuPageSchema = PageSizeSchema.omit({ slope: true }).extend({
  /** Address of the page's picture (`/api/menu-analyses/:id/pages/:number`). */
  image: z.string(),
})
export type MenuPage = z.infer<typeof MenuPageSchema>

export const AnalysedMenuSchema = ReadMenuSchema.extend({ pages: z.array(MenuPageSchema) })
export type AnalysedMenu = z.infer<typeof AnalysedMenuSchema>

/** A menu analysis job (`GET /api/menu-analyses/:id`, and each server-sent event of its progress). */
export const MenuAnalysisSchema = z.object({
  id: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  phase: z.enum(ANALYSIS_PHASES),
  /** 0–100 over the whole analysis, upload included (the server starts at 30). */
  progress: z.number().min(0).max(100),
  /**
   * While it waits for a worker (status queued): its place in the queue, 1 for the next. Absent when it is
   * not waiting, or when another server runs it.
   */
  queuePosition: z.number().int().min(1).optional(),
  /** Set when `status` is done. */
  result: AnalysedMenuSchema.nullable(),
  /** Set when `status` is failed: a code and a message in the request's language. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
})
export type MenuAnalysis = z.infer<typeof MenuAnalysisSchema>
