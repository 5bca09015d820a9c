import { z } from 'zod'
import { type Design, DesignSchema } from '#domain/catalogues/design.schema.ts'
import type { DesignChange } from '../api/update-design.ts'

/** The design's three images; each is uploaded on its own and removed with the design change. */
export const IMAGE_SLOTS = ['logo', 'banner', 'backgroundImage'] as const
export type ImageSlot = (typeof IMAGE_SLOTS)[number]

const shape = DesignSchema.shape
const titleSize = shape.titleSize.unwrap()
const textSize = shape.textSize.unwrap()

/** The bounds of both size fields in pixels, as the schema sets them. */
export const SIZE_BOUNDS = {
  titleSize: { min: titleSize.minValue ?? 0, max: titleSize.maxValue ?? 0 },
  textSize: { min: textSize.minValue ?? 0, max: textSize.maxValue ?? 0 },
}

// The schema's own size rule with one message of ours, so an empty or out-of-range box says what fits.
function sizeField(field: keyof typeof SIZE_BOUNDS) {
  const { min, max } = SIZE_BOUNDS[field]
  const message = 'design.errors.size'
  return z.number({ error: message }).int(message).min(min, message).max(max, message)
}

const file = z.instanceof(File).nullable()

/** The brand texts' limits (DesignSchema), counted at the fields and named in their messages. */
export const TEXT_LIMITS = { businessName: 120, welcomeTitle: 160, slogan: 200 }

const text = (field: keyof typeof TEXT_LIMITS) =>
  z.string().max(TEXT_LIMITS[field], `design.errors.${field}TooLong`)

// A colour box holds what docs/product-spec.md §5 lets it hold, "#" and up to six digits, so a half-typed
// "#C24" or "#C2410" can reach the form: saving it would paint nothing, so the field says so instead.
const colour = shape.titleColour
  .unwrap()
  .refine((value) => value === '' || isWholeColour(value), 'design.errors.colourIncomplete')

/** Whether a value is a whole colour a browser paints: "#rgb", "#rgba" or "#rrggbb". */
export function isWholeColour(value: string): boolean {
  return /^#([0-9a-f]{3,4}|[0-9a-f]{6})$/i.test(value)
}

/**
 * The form: the design's fields as DesignSchema checks them (no defaults: the saved design fills every one),
 * and for each image the address still shown (null once removed) plus a chosen file not yet uploaded.
 */
export const DesignFormSchema = z.object({
  businessName: text('businessName'),
  logo: shape.logo.unwrap(),
  welcomeTitle: text('welcomeTitle'),
  slogan: text('slogan'),
  banner: shape.banner.unwrap(),
  categoryDisplay: shape.categoryDisplay.unwrap(),
  font: shape.font.unwrap(),
  titleSize: sizeField('titleSize'),
  textSize: sizeField('textSize'),
  titleColour: colour,
  textColour: colour,
  buttonStyle: shape.buttonStyle.unwrap(),
  buttonBackground: colour,
  buttonText: colour,
  background: colour,
  gradient: colour,
  backgroundImage: shape.backgroundImage.unwrap(),
  logoFile: file,
  bannerFile: file,
  backgroundImageFile: file,
})
export type DesignFormValues = z.infer<typeof DesignFormSchema>

/** Which tab holds each field, to show the one with the first mistake. */
export const BRAND_FIELDS = new Set<string>(['businessName', 'logo', 'welcomeTitle', 'slogan', 'banner'])

/** The form as the saved design fills it, with no file chosen. */
export function toFormValues(design: Design): DesignFormValues {
  return { ...design, logoFile: null, bannerFile: null, backgroundImageFile: null }
}

/** The chosen files to upload, by image slot. */
export function listUploads(values: DesignFormValues): { slot: ImageSlot; file: File }[] {
  return IMAGE_SLOTS.flatMap((slot) => {
    const file = values[`${slot}File`]
    return file ? [{ slot, file }] : []
  })
}

type TextualField = Exclude<keyof Design, ImageSlot>
const TEXTUAL_FIELDS = Object.keys(shape).filter(
  (key): key is TextualField => !(IMAGE_SLOTS as readonly string[]).includes(key),
)

/**
 * What changed from the saved design, as the PUT takes it: the fields that differ, and `null` for an image
 * the owner removed (a replaced image is not removed: its upload takes its place).
 */
export function buildDesignChange(saved: Design, values: DesignFormValues): DesignChange {
  const changed = TEXTUAL_FIELDS.filter((field) => values[field] !== saved[field])
  const removed = IMAGE_SLOTS.filter(
    (slot) => saved[slot] !== null && values[slot] === null && values[`${slot}File`] === null,
  )
  return {
    ...Object.fromEntries(changed.map((field) => [field, values[field]])),
    ...Object.fromEntries(removed.map((slot) => [slot, null])),
  }
}

/** Whether the form differs from the saved design in anything that saving would send. */
export function hasDesignChanges(saved: Design, values: DesignFormValues): boolean {
  return Object.keys(buildDesignChange(saved, values)).length > 0 || listUploads(values).length > 0
}
