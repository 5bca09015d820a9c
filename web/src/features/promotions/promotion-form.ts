import { z } from 'zod'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'
import { compareDecimals } from '#domain/promotions/discounted-price.ts'
import {
  PROMOTION_LIMITS,
  PROMOTION_TYPES,
  type Promotion,
  type PromotionInputDraft,
  TimeOfDaySchema,
} from '#domain/promotions/promotion.schema.ts'
import { instantOfWallClock, wallClockText } from '#domain/promotions/zoned-time.ts'
import { englishTranslations } from '../../entities/catalogue/english-texts.ts'

/**
 * The wizard's values as its fields hold them: numbers and prices as typed, dates as a datetime-local input
 * gives them (the business's wall clock), the weekly window as a switch and its three fields.
 */
export type PromotionFormValues = {
  nombre: string
  descripcion: string
  /** The English name and description (decision 053), '' for none: the menu then shows the original. */
  nombreEn: string
  descripcionEn: string
  tipo: (typeof PROMOTION_TYPES)[number]
  porcentaje: string
  /** The product of a 2x1 that comes free, one of those the promotion reaches; '' until it is chosen. */
  producto2x1: string
  precioNormal: string
  productosEspecificos: string[]
  /** Single sizes reached ("only the Familiar"), of products not chosen whole. */
  variantes: string[]
  categorias: string[]
  etiquetas: (typeof PRODUCT_TAGS)[number][]
  fechaInicio: string
  fechaFin: string
  hasWindow: boolean
  dias: number[]
  desde: string
  hasta: string
  activo: boolean
}

/** What the wizard saves, apart from the catalogue and the image (PromotionInputSchema checks it again). */
export type PromotionFormOutput = Omit<PromotionInputDraft, 'catalogueId' | 'imagen'>

/** The fields of each step, checked before "Siguiente" and shown again when one of them is refused. */
export const STEP_FIELDS = {
  1: ['nombre', 'descripcion', 'nombreEn', 'descripcionEn'],
  2: ['tipo', 'porcentaje', 'precioNormal'],
  // The 2x1's free product is one of the products chosen here, so it is asked after them.
  3: [
    'productosEspecificos',
    'producto2x1',
    'variantes',
    'categorias',
    'etiquetas',
    'fechaInicio',
    'fechaFin',
    'dias',
    'desde',
    'hasta',
  ],
} as const satisfies Record<1 | 2 | 3, readonly (keyof PromotionFormValues)[]>

export type WizardStep = keyof typeof STEP_FIELDS

/** The step that holds a field. */
export function stepOf(field: string): WizardStep {
  if ((STEP_FIELDS[1] as readonly string[]).includes(field)) return 1
  if ((STEP_FIELDS[2] as readonly string[]).includes(field)) return 2
  return 3
}

/** The limit a field's message names ("hasta 120 caracteres"), when it has one. */
export const FIELD_LIMITS: Partial<Record<keyof PromotionFormValues, number>> = {
  nombre: PROMOTION_LIMITS.nombre,
  descripcion: PROMOTION_LIMITS.descripcion,
  nombreEn: PROMOTION_LIMITS.nombre,
  descripcionEn: PROMOTION_LIMITS.descripcion,
  productosEspecificos: PROMOTION_LIMITS.affected,
  variantes: PROMOTION_LIMITS.affected,
  categorias: PROMOTION_LIMITS.affected,
}

type Context = {
  /** The business's IANA time zone: the dates are typed on its clock. */
  timeZone: string
  /** The catalogue's products, to find those a fixed price would cost more than. */
  products: Product[]
}

/**
 * The products a 2x1's free product is chosen among: those it reaches whole, and those it reaches in some
 * sizes only.
 */
export function freeProductChoices(
  values: Pick<PromotionFormValues, 'productosEspecificos' | 'variantes' | 'categorias' | 'etiquetas'>,
  products: Product[],
): Product[] {
  const whole = new Set(affectedProducts(values, products).map((product) => product.id))
  return products.filter(
    (product) =>
      whole.has(product.id) || product.variants.some((variant) => values.variantes.includes(variant.id)),
  )
}

/** The products a promotion reaches: chosen one by one, through a chosen category, or through a chosen tag. */
export function affectedProducts(
  values: Pick<PromotionFormValues, 'productosEspecificos' | 'categorias' | 'etiquetas'>,
  products: Product[],
): Product[] {
  return products.filter(
    (product) =>
      values.productosEspecificos.includes(product.id) ||
      values.categorias.includes(product.categoryId) ||
      product.tags.some((tag) => values.etiquetas.includes(tag)),
  )
}

/**
 * The prices a promotion reaches: every size of a product it reaches whole, and each size chosen alone
 * (decision 044). A size without a price has none to give.
 */
export function affectedPrices(
  values: Pick<PromotionFormValues, 'productosEspecificos' | 'variantes' | 'categorias' | 'etiquetas'>,
  products: Product[],
): string[] {
  const whole = new Set(affectedProducts(values, products).map((product) => product.id))
  return products.flatMap((product) =>
    product.variants
      .filter((variant) => whole.has(product.id) || values.variantes.includes(variant.id))
      .flatMap((variant) => (variant.price === null ? [] : [variant.price])),
  )
}

const WHOLE_NUMBER = /^\d{1,3}$/

/**
 * The wizard's form: no field is required (docs/product-spec.md §5) but a 2x1's free product, and what cannot
 * work is refused at its field: a percentage outside 1–99, a price or date it cannot read, an end not after its start, a fixed price
 * above an affected product's price, a weekly window without days or without length.
 */
export function promotionFormSchema({ timeZone, products }: Context) {
  return z
    .object({
      nombre: z.string(),
      descripcion: z.string(),
      nombreEn: z.string(),
      descripcionEn: z.string(),
      tipo: z.enum(PROMOTION_TYPES),
      porcentaje: z.string(),
      producto2x1: z.string(),
      precioNormal: z.string(),
      productosEspecificos: z.array(z.string()),
      variantes: z.array(z.string()),
      categorias: z.array(z.string()),
      etiquetas: z.array(z.enum(PRODUCT_TAGS)),
      fechaInicio: z.string(),
      fechaFin: z.string(),
      hasWindow: z.boolean(),
      dias: z.array(z.number().int()),
      desde: z.string(),
      hasta: z.string(),
      activo: z.boolean(),
    })
    .transform((values, context): PromotionFormOutput => {
      const refuse: Refuse = (path, message) => context.addIssue({ code: 'custom', path: [path], message })
      const nombre = values.nombre.trim()
      const descripcion = values.descripcion.trim()
      if (nombre.length > PROMOTION_LIMITS.nombre) refuse('nombre', 'promotions.errors.nameTooLong')
      if (descripcion.length > PROMOTION_LIMITS.descripcion) {
        refuse('descripcion', 'promotions.errors.descriptionTooLong')
      }
      const translations = readEnglish(values, refuse)
      for (const field of ['productosEspecificos', 'variantes', 'categorias'] as const) {
        if (values[field].length > PROMOTION_LIMITS.affected) refuse(field, 'promotions.errors.tooMany')
      }
      const { start, end } = readDates(values, timeZone, refuse)
      if (values.hasWindow) checkWindow(values, refuse)
      return {
        nombre,
        descripcion,
        activo: values.activo,
        tipo: values.tipo,
        porcentaje: values.tipo === 'descuento' ? readPercentage(values.porcentaje, refuse) : null,
        producto2x1: values.tipo === '2x1' ? readFreeProduct(values, products, refuse) : null,
        precioNormal: values.tipo === 'normal' ? readFixedPrice(values, products, refuse) : null,
        fechaInicio: start ? start.toISOString() : null,
        fechaFin: end ? end.toISOString() : null,
        franjaSemanal: values.hasWindow
          ? { dias: [...values.dias].sort((a, b) => a - b), desde: values.desde, hasta: values.hasta }
          : null,
        productosEspecificos: values.productosEspecificos,
        variantes: values.variantes,
        categorias: values.categorias,
        etiquetas: values.etiquetas,
        translations,
      }
    })
}

/** The English texts as the promotion's translations, whole (an emptied one is removed); too long, refused. */
function readEnglish(values: PromotionFormValues, refuse: Refuse) {
  const nombre = values.nombreEn.trim()
  const descripcion = values.descripcionEn.trim()
  if (nombre.length > PROMOTION_LIMITS.nombre) refuse('nombreEn', 'promotions.errors.nameEnTooLong')
  if (descripcion.length > PROMOTION_LIMITS.descripcion) {
    refuse('descripcionEn', 'promotions.errors.descriptionEnTooLong')
  }
  return englishTranslations({ nombre, descripcion })
}

/** Marks a field refused with a message key. */
type Refuse = (field: keyof PromotionFormValues, message: string) => void

/** A 2x1's free product: required, and one of the products the promotion reaches. */
function readFreeProduct(values: PromotionFormValues, products: Product[], refuse: Refuse): string | null {
  const isReached = freeProductChoices(values, products).some((product) => product.id === values.producto2x1)
  if (isReached) return values.producto2x1
  refuse('producto2x1', 'promotions.errors.freeProductRequired')
  return null
}

/** A discount's typed percentage as a whole number from 1 to 99, or null (refused) when it is not one. */
function readPercentage(typed: string, refuse: Refuse): number | null {
  const text = typed.trim()
  const percentage = WHOLE_NUMBER.test(text) ? Number(text) : null
  if (percentage !== null && percentage >= 1 && percentage <= 99) return percentage
  refuse('porcentaje', 'promotions.errors.percentage')
  return null
}

/** A typed fixed price as an exact decimal (null when left empty), refused above a reached size's price. */
function readFixedPrice(values: PromotionFormValues, products: Product[], refuse: Refuse): string | null {
  if (values.precioNormal.trim() === '') return null
  const price = parseDecimal(values.precioNormal)
  if (price === null) {
    refuse('precioNormal', 'promotions.errors.price')
    return null
  }
  if (affectedPrices(values, products).some((reached) => compareDecimals(price, reached) > 0)) {
    refuse('precioNormal', 'promotions.errors.fixedPriceAbovePrice')
  }
  return price
}

/** The typed start and end as instants on the business's clock, refused unreadable or in the wrong order. */
function readDates(values: PromotionFormValues, timeZone: string, refuse: Refuse) {
  const start = readInstant(values.fechaInicio, timeZone)
  const end = readInstant(values.fechaFin, timeZone)
  if (start === undefined) refuse('fechaInicio', 'promotions.errors.dateTime')
  if (end === undefined) refuse('fechaFin', 'promotions.errors.dateTime')
  if (start && end && end.getTime() <= start.getTime()) refuse('fechaFin', 'promotions.errors.endBeforeStart')
  return { start, end }
}

/** A weekly window needs a day, two times of day, and some length between them. */
function checkWindow(values: PromotionFormValues, refuse: Refuse): void {
  if (values.dias.length === 0) refuse('dias', 'promotions.errors.windowDays')
  if (!TimeOfDaySchema.safeParse(values.desde).success) refuse('desde', 'promotions.errors.timeOfDay')
  if (!TimeOfDaySchema.safeParse(values.hasta).success) refuse('hasta', 'promotions.errors.timeOfDay')
  else if (values.desde === values.hasta) refuse('hasta', 'promotions.errors.windowEmpty')
}

/** A typed date-time as an instant: null when left empty, undefined when it cannot be read. */
function readInstant(local: string, timeZone: string): Date | null | undefined {
  if (local.trim() === '') return null
  return instantOfWallClock(local, timeZone) ?? undefined
}

/** The wizard's starting values: the promotion's, read on the business's clock, or a new one's. */
export function promotionFormDefaults(promotion: Promotion | null, timeZone: string): PromotionFormValues {
  const local = (instant: string | null) => (instant ? wallClockText(new Date(instant), timeZone) : '')
  return {
    nombre: promotion?.nombre ?? '',
    descripcion: promotion?.descripcion ?? '',
    nombreEn: promotion?.translations.en?.nombre ?? '',
    descripcionEn: promotion?.translations.en?.descripcion ?? '',
    tipo: promotion?.tipo ?? 'normal',
    porcentaje: promotion?.porcentaje?.toString() ?? '',
    producto2x1: promotion?.producto2x1 ?? '',
    precioNormal: promotion?.precioNormal ?? '',
    productosEspecificos: promotion?.productosEspecificos ?? [],
    variantes: promotion?.variantes ?? [],
    categorias: promotion?.categorias ?? [],
    etiquetas: promotion?.etiquetas ?? [],
    fechaInicio: local(promotion?.fechaInicio ?? null),
    fechaFin: local(promotion?.fechaFin ?? null),
    hasWindow: promotion?.franjaSemanal != null,
    dias: promotion?.franjaSemanal?.dias ?? [],
    desde: promotion?.franjaSemanal?.desde ?? '',
    hasta: promotion?.franjaSemanal?.hasta ?? '',
    activo: promotion?.activo ?? true,
  }
}

/**
 * The form field a server's refused field belongs to: `franjaSemanal.hasta` → `hasta`,
 * `productosEspecificos.3` → `productosEspecificos`, `translations.en.nombre` → `nombreEn`; undefined for one
 * the wizard has no field for.
 */
export function formFieldOf(serverField: string): keyof PromotionFormValues | undefined {
  const [head, next, field] = serverField.split('.')
  if (head === 'franjaSemanal') return next === 'desde' || next === 'hasta' ? next : 'dias'
  if (head === 'translations' && next === 'en' && (field === 'nombre' || field === 'descripcion')) {
    return `${field}En`
  }
  const fields = Object.values(STEP_FIELDS).flat() as string[]
  return head && fields.includes(head) ? (head as keyof PromotionFormValues) : undefined
}
