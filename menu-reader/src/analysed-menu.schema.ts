import { z } from 'zod'

// The analysed menu of docs/product-spec.md §3, with what the review screen needs to show where each item was
// read. The one contract of the reader's result: the reader's types are inferred from these schemas, and the
// server and the web can validate or extend the same schemas rather than keep a copy in step by hand.

/** A rectangle on a page, in the page's own units (PDF points for text PDFs, pixels for images). */
export const BoxSchema = z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() })
export type Box = z.infer<typeof BoxSchema>

/** One of an item's printed prices: its label as printed ('' when none) and the price as printed. */
export const MenuVariantSchema = z.object({ label: z.string(), price: z.string() })
export type MenuVariant = z.infer<typeof MenuVariantSchema>

/**
 * The 14 allergens of Regulation (EU) No 1169/2011, Annex II, in the Annex's order, by the ids a catalogue
 * stores (domain/catalogues/allergens.ts holds the same list; a server test keeps the two equal, since the
 * reader imports nothing of the domain).
 */
export const MENU_ALLERGENS = [
  'gluten',
  'crustaceos',
  'huevos',
  'pescado',
  'cacahuetes',
  'soja',
  'lacteos',
  'frutos-de-cascara',
  'apio',
  'mostaza',
  'sesamo',
  'sulfitos',
  'altramuces',
  'moluscos',
] as const
export const MenuAllergenSchema = z.enum(MENU_ALLERGENS)
export type MenuAllergen = z.infer<typeof MenuAllergenSchema>

/**
 * A text's translations read from a bilingual card: the English printed beside the Spanish, field by field
 * (`{ en: { name: 'Garlic soup' } }`), {} when the menu prints one language. The original fields hold the
 * Spanish.
 */
export const MenuTranslationsSchema = z.object({
  en: z.object({ name: z.string().optional(), description: z.string().optional() }).optional(),
})
export type MenuTranslations = z.infer<typeof MenuTranslationsSchema>

/**
 * Why the reader asks the owner to check an item (review-flags/): no price read on a page where most items have
 * one, a price unlike the page's others, a name holding words unlike any the reader knows, a box spanning two
 * of the page's columns, words read with little confidence; and, for an item a language model read
 * (model-reading/), a price or a name found nowhere in the page's own words.
 */
export const MENU_REVIEW_REASONS = [
  'priceMissing',
  'priceUnusual',
  'nameUnknown',
  'joinedAcrossColumns',
  'lowConfidence',
  'priceNotOnPage',
  'nameNotOnPage',
] as const
export const MenuReviewReasonSchema = z.enum(MENU_REVIEW_REASONS)
export type MenuReviewReason = z.infer<typeof MenuReviewReasonSchema>

/** Who read a menu or an item: this reader, or a language model whose answer was checked against the page. */
export const MENU_READERS = ['reader', 'model'] as const
export const MenuReadBySchema = z.enum(MENU_READERS)
export type MenuReadBy = z.infer<typeof MenuReadBySchema>

/**
 * Why a menu a model was asked to read shows this reader's reading instead: the model's service failed (an
 * error, no answer in time, an answer that was not a menu, too many requests), or the business has used its
 * readings with the model for the day.
 */
export const MODEL_NOTICES = ['modelUnavailable', 'modelDailyLimit'] as const
export const ModelNoticeSchema = z.enum(MODEL_NOTICES)
export type ModelNotice = z.infer<typeof ModelNoticeSchema>

/**
 * How the menu was read: by this reader alone, or by a model (`service`: the host its pages were sent to)
 * whose answer was checked against the page; `notice` when a model was meant to read it and this reader's
 * reading stands instead.
 */
export const MenuReadingSchema = z.object({
  by: MenuReadBySchema,
  service: z.string().optional(),
  notice: ModelNoticeSchema.optional(),
})
export type MenuReading = z.infer<typeof MenuReadingSchema>

/** One dish a set menu's course offers: its name, what the menu says of it, its allergens as for an item. */
export const MenuCourseChoiceSchema = z.object({
  name: z.string(),
  description: z.string().default(''),
  allergens: z.array(MenuAllergenSchema).default([]),
  allergenTraces: z.array(MenuAllergenSchema).default([]),
  translations: MenuTranslationsSchema.default({}),
})
export type MenuCourseChoice = z.infer<typeof MenuCourseChoiceSchema>

/** A course of a set menu ("Primeros", "Segundos", "Postre o café"): the dishes to choose one from, in order. */
export const MenuCourseSchema = z.object({
  name: z.string(),
  translations: MenuTranslationsSchema.default({}),
  choices: z.array(MenuCourseChoiceSchema),
})
export type MenuCourse = z.infer<typeof MenuCourseSchema>

export const MenuItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /**
   * The price as printed: its sign kept when it has one, a bare number left bare (the sign is never invented;
   * `currency` says what the page shows), '' when none is printed.
   */
  price: z.string(),
  /** The price as a number (12.000 → 12000, 12,50 € → 12.5), or null when none is printed. */
  priceValue: z.number().nullable(),
  /**
   * Every price printed for the item, in printed order, with the size or measure it is for ("Copa" "4,50",
   * "Familiar" "15,50"; label '' when the menu prints none): one for a single price, [] when none. `price` is
   * the first one's. Results kept before variants were read hold none: `price` is then the only one.
   */
  variants: z.array(MenuVariantSchema).default([]),
  description: z.string(),
  /**
   * The allergens the menu states the dish contains (a statement: "Contiene gluten", "Contains: milk"; or its
   * codes read through the menu's legend: "(G, L)", "(1, 7)"), in the Annex's order; [] when it states none.
   * Never guessed from the dish's name. Results kept before allergens were read hold none.
   */
  allergens: z.array(MenuAllergenSchema).default([]),
  /** Those it may hold as traces ("Puede contener trazas de…", "May contain…"), never one it contains. */
  allergenTraces: z.array(MenuAllergenSchema).default([]),
  /** Its English name and description on a bilingual card. */
  translations: MenuTranslationsSchema.default({}),
  /**
   * A set menu (menú del día, almuerzo, comida corrida): one price for a choice per course, the courses in
   * printed order. Absent or [] for a plain dish; an item with courses is imported as a set menu. The reader
   * names such an item by the menu's title, gives it the menu's price (`variants` both, labelled, when a whole
   * and a half menu are printed), a box round the whole block, and a section of its own named as the title
   * (decision 071).
   */
  courses: z.array(MenuCourseSchema).optional(),
  /**
   * What a set menu's price includes, each thing as printed ("pan", "bebida", "postre o café" from "Incluye pan,
   * bebida y postre o café"); absent when none. A tax or service said to be included is none of it.
   */
  includes: z.array(z.string()).optional(),
  /** 0–100: how sure the reader is of this item (OCR and structure together). */
  confidence: z.number(),
  /**
   * Why the owner should check it, in MENU_REVIEW_REASONS' order; [] when nothing looks wrong (it needs review
   * when any). Results kept before the reader gave reasons hold none.
   */
  review: z.array(MenuReviewReasonSchema).default([]),
  /** `page` counts from 1; `box` is in that page's units (`PageSize`). */
  source: z.object({ page: z.number().int(), box: BoxSchema }),
  /**
   * Which reading gave the item: this reader's own, or a language model's checked against the page's words
   * (the menu's `reading` names its service); absent for this reader's own.
   */
  readBy: MenuReadBySchema.optional(),
})
export type MenuItem = z.infer<typeof MenuItemSchema>

export const MenuSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its English heading on a bilingual card (`{ en: { name: 'Starters' } }`). */
  translations: MenuTranslationsSchema.default({}),
  items: z.array(MenuItemSchema),
})
export type MenuSection = z.infer<typeof MenuSectionSchema>

export const FILE_TYPES = ['pdf', 'jpeg', 'png'] as const
export const FileTypeSchema = z.enum(FILE_TYPES)
export type FileType = z.infer<typeof FileTypeSchema>

/**
 * A page as the boxes measure it: PDF points for a page read from its text layer, pixels of the picture the
 * text reader worked on for photos, scans and outlined pages. A picture of the page at any size with the
 * same proportions, turned by `-slope` about its centre, shows the boxes where they belong once scaled by its
 * width / `width`.
 */
export const PageSizeSchema = z.object({
  /** Counts from 1. */
  number: z.number().int(),
  width: z.number(),
  height: z.number(),
  /** Radians a photographed page's lines sloped (clockwise positive); its boxes are turned level by it. 0 for PDF text. */
  slope: z.number(),
})
export type PageSize = z.infer<typeof PageSizeSchema>

export const MenuMetadataSchema = z.object({
  /** 0–100. */
  confidence: z.number(),
  errors: z.array(z.string()),
  /** Seconds spent reading the file. */
  processingTime: z.number(),
  /** Bytes. */
  fileSize: z.number(),
  fileType: z.union([FileTypeSchema, z.literal('')]),
  fileName: z.string(),
})
export type MenuMetadata = z.infer<typeof MenuMetadataSchema>

export const CURRENCY_EVIDENCE = ['printed', 'guessed'] as const
export const CurrencyEvidenceSchema = z.enum(CURRENCY_EVIDENCE)
export type CurrencyEvidence = z.infer<typeof CurrencyEvidenceSchema>

export const AnalysedMenuSchema = z.object({
  restaurantName: z.string(),
  /** ISO 4217 code of the currency the page shows ('EUR', 'GBP', 'COP'…), '' when nothing hints at one. */
  currency: z.string(),
  /**
   * 'printed' when the page names `currency` (a sign or code on the prices, or a sign, code or word elsewhere:
   * "£", "Precios en euros", "COP"); 'guessed' when only the size of the numbers, a "$" (written by every peso
   * and dollar country) or the language hint at it. Results stored before this field existed were guesses.
   */
  currencyEvidence: CurrencyEvidenceSchema.default('guessed'),
  sections: z.array(MenuSectionSchema),
  /** Every page read, in order, in the units of its items' boxes. */
  pages: z.array(PageSizeSchema),
  metadata: MenuMetadataSchema,
  /** Who read it; absent when this reader read it alone and no model was asked to. */
  reading: MenuReadingSchema.optional(),
})
export type AnalysedMenu = z.infer<typeof AnalysedMenuSchema>
