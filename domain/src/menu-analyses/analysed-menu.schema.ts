import { z } from 'zod'

// The analysed menu of docs/product-spec.md §3 as the API answers it (the menu reader's `AnalysedMenu`), with
// where each item was read so the review screen can show it on its page.

/** A rectangle on a page, in that page's units (`MenuPage.width` × `height`). */
export const BoxSchema = z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() })

export const AnalysedItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The price as printed, sign kept ("$12.000"); '' when none is printed. */
  price: z.string(),
  /** The price in currency units, or null when none is printed. */
  priceValue: z.number().nullable(),
  description: z.string(),
  /** 0–100. */
  confidence: z.number(),
  /** `page` counts from 1. */
  source: z.object({ page: z.number().int(), box: BoxSchema }),
})
export type AnalysedItem = z.infer<typeof AnalysedItemSchema>

export const AnalysedSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(AnalysedItemSchema),
})

/** One page of the file as the review screen shows it: its picture and the size the boxes are measured in. */
export const MenuPageSchema = z.object({
  /** Counts from 1. */
  number: z.number().int(),
  width: z.number(),
  height: z.number(),
  /** Address of the page's picture (`/api/menu-analyses/:id/pages/:number`). */
  image: z.string(),
})
export type MenuPage = z.infer<typeof MenuPageSchema>

export const AnalysedMenuSchema = z.object({
  restaurantName: z.string(),
  /** ISO 4217 guess ('COP', 'EUR'…), '' when unknown. */
  currency: z.string(),
  sections: z.array(AnalysedSectionSchema),
  pages: z.array(MenuPageSchema),
  metadata: z.object({
    /** 0–100. */
    confidence: z.number(),
    errors: z.array(z.string()),
    /** Seconds. */
    processingTime: z.number(),
    /** Bytes. */
    fileSize: z.number(),
    fileType: z.string(),
    fileName: z.string(),
  }),
})
export type AnalysedMenu = z.infer<typeof AnalysedMenuSchema>

/**
 * The phases of docs/product-spec.md §4 "Menu processing phases": the browser's upload fills 0–30, the
 * server's reading 30–60, its sectioning 60–90, and 100 is complete.
 */
export const ANALYSIS_PHASES = ['uploading', 'analyzing', 'sectioning', 'complete'] as const
export type AnalysisPhase = (typeof ANALYSIS_PHASES)[number]

export const ANALYSIS_STATUSES = ['queued', 'running', 'done', 'failed'] as const

/** A menu analysis job (`GET /api/menu-analyses/:id`, and each server-sent event of its progress). */
export const MenuAnalysisSchema = z.object({
  id: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  phase: z.enum(ANALYSIS_PHASES),
  /** 0–100 over the whole analysis, upload included (the server starts at 30). */
  progress: z.number().min(0).max(100),
  /** Set when `status` is done. */
  result: AnalysedMenuSchema.nullable(),
  /** Set when `status` is failed: a code and a message in the request's language. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
})
export type MenuAnalysis = z.infer<typeof MenuAnalysisSchema>
