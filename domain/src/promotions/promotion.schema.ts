import { z } from 'zod'
import { DecimalSchema, PRODUCT_TAGS } from '../catalogues/product.schema.ts'
import { translationsSchema } from '../catalogues/translations.ts'

/** The three kinds of promotion (docs/product-spec.md §3 "Promotion"). */
export const PROMOTION_TYPES = ['descuento', '2x1', 'normal'] as const
export type PromotionType = (typeof PROMOTION_TYPES)[number]

/** A promotion's status, derived when it is read, never stored (docs/product-spec.md §3, §4). */
export const PROMOTION_STATUSES = ['Activa', 'Inactiva', 'Finalizada'] as const
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number]

// Weekly windows are shared with the serving hours of categories and products (catalogues/availability.ts).
export {
  TimeOfDaySchema,
  WEEKDAYS,
  type WeeklyWindow,
  WeeklyWindowSchema,
} from './weekly-window.schema.ts'

import { WeeklyWindowSchema } from './weekly-window.schema.ts'

/** An instant on the wire: ISO 8601 in UTC with seconds ("2026-12-01T22:00:00.000Z"). */
export const InstantSchema = z.iso.datetime({ offset: false })

/**
 * A promotion as the API answers it. The wire names are the spec's (docs/product-spec.md §3 "Promotion").
 * - `estado` is derived from `activo` and `fechaFin` at the time of the answer.
 * - `categoria` and `afecta` are derived texts for the list: the names of the categories it reaches (its own
 *   and its products'), and the names of everything it affects, joined with ", ".
 * - `productosEspecificos` and `categorias` hold ids of the promotion's catalogue; a deleted product or
 *   category simply drops out. `etiquetas` are the product tags it reaches. `variantes` holds ids of single
 *   variants it reaches ("only the Familiar"; a product it names is reached in every variant); a deleted
 *   variant drops out the same way (decision 044).
 * - `fechaInicio` / `fechaFin` are instants (null: no start / no end); screens show and type them in the
 *   business's time zone.
 * - `porcentaje` is for `descuento`, `producto2x1` (the product that comes free, one the promotion reaches;
 *   the ordered product itself for "two of the same"; null only in a 2x1 saved before it was asked) for `2x1`, `precioNormal` (a fixed "now only" price) for `normal`; the others are null.
 */
/** Limits of what an owner types; texts are never cut, a longer one is refused (docs/decisions/031). */
export const PROMOTION_LIMITS = { nombre: 120, descripcion: 1000, affected: 500 } as const

/** A promotion's English (and later other) name and description, each falling back to the original. */
export const PromotionTranslationsSchema = translationsSchema({
  nombre: z.string().max(PROMOTION_LIMITS.nombre),
  descripcion: z.string().max(PROMOTION_LIMITS.descripcion),
})

export const PromotionSchema = z.object({
  id: z.string(),
  catalogueId: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  imagen: z.string().nullable(),
  categoria: z.string(),
  estado: z.enum(PROMOTION_STATUSES),
  activo: z.boolean(),
  tipo: z.enum(PROMOTION_TYPES),
  porcentaje: z.number().int().nullable(),
  producto2x1: z.string().nullable(),
  precioNormal: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  franjaSemanal: WeeklyWindowSchema.nullable(),
  afecta: z.string(),
  productosEspecificos: z.array(z.string()),
  variantes: z.array(z.string()),
  categorias: z.array(z.string()),
  etiquetas: z.array(z.enum(PRODUCT_TAGS)),
  translations: PromotionTranslationsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Promotion = z.infer<typeof PromotionSchema>

const affectedIds = z.array(z.string().uuid()).max(PROMOTION_LIMITS.affected)

/**
 * What the wizard saves, for `POST /api/promotions` and `PUT /api/promotions/:id`. The spec asks for no
 * required field, so every field has a default; what cannot work is refused at its field:
 * an end not after its start, a discount outside 1–99 %, a discount without a percentage, a 2x1 without the
 * product that comes free. (A fixed price
 * above the affected products' prices needs the products, so the server checks it: `precioNormal`,
 * `promotions.errors.fixedPriceAbovePrice`.) Fields that do not belong to the chosen type are cleared.
 */
export const PromotionInputSchema = z
  .object({
    catalogueId: z.string().uuid(),
    nombre: z.string().trim().max(PROMOTION_LIMITS.nombre).default(''),
    descripcion: z.string().trim().max(PROMOTION_LIMITS.descripcion).default(''),
    /** An image address of ours as the image upload answers it (`/media/…`), or null. */
    imagen: z.string().nullable().default(null),
    activo: z.boolean().default(true),
    tipo: z.enum(PROMOTION_TYPES).default('normal'),
    porcentaje: z.number().int('promotions.errors.percentage').nullable().default(null),
    producto2x1: z.string().uuid().nullable().default(null),
    precioNormal: DecimalSchema.nullable().default(null),
    fechaInicio: InstantSchema.nullable().default(null),
    fechaFin: InstantSchema.nullable().default(null),
    franjaSemanal: WeeklyWindowSchema.nullable().default(null),
    productosEspecificos: affectedIds.default([]),
    variantes: affectedIds.default([]),
    categorias: affectedIds.default([]),
    etiquetas: z.array(z.enum(PRODUCT_TAGS)).max(PRODUCT_TAGS.length).default([]),
    translations: PromotionTranslationsSchema.default({}),
  })
  .superRefine((input, context) => {
    if (
      input.tipo === 'descuento' &&
      (input.porcentaje === null || input.porcentaje < 1 || input.porcentaje > 99)
    ) {
      context.addIssue({ code: 'custom', path: ['porcentaje'], message: 'promotions.errors.percentage' })
    }
    // A 2x1 names the product that comes free, one of those it reaches (the server checks that part); the
    // product itself is "two of the same".
    if (input.tipo === '2x1' && input.producto2x1 === null) {
      context.addIssue({
        code: 'custom',
        path: ['producto2x1'],
        message: 'promotions.errors.freeProductRequired',
      })
    }
    if (input.fechaInicio && input.fechaFin && Date.parse(input.fechaFin) <= Date.parse(input.fechaInicio)) {
      context.addIssue({ code: 'custom', path: ['fechaFin'], message: 'promotions.errors.endBeforeStart' })
    }
  })
  .transform((input) => ({
    ...input,
    porcentaje: input.tipo === 'descuento' ? input.porcentaje : null,
    producto2x1: input.tipo === '2x1' ? input.producto2x1 : null,
    precioNormal: input.tipo === 'normal' ? input.precioNormal : null,
  }))
export type PromotionInput = z.output<typeof PromotionInputSchema>
export type PromotionInputDraft = z.input<typeof PromotionInputSchema>

/** The list's status filter (docs/product-spec.md §9): all, or one status. */
export const PROMOTION_FILTERS = ['todas', 'activa', 'inactiva', 'finalizada'] as const
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number]
