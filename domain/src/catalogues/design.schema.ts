import { z } from 'zod'

/**
 * A colour as the design inputs accept it (docs/product-spec.md §5): `#` and up to six hex digits, or empty.
 */
export const ColourSchema = z.string().regex(/^(#[0-9a-fA-F]{0,6})?$/, 'design.errors.colour')

export const DESIGN_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato'] as const
export const CATEGORY_DISPLAYS = ['featured', 'similar', 'irregular'] as const
export const BUTTON_STYLES = ['rounded', 'square', 'pill'] as const

/**
 * A catalogue's design: both tabs of docs/product-spec.md §2 "Design", with its defaults (title 40px, text
 * 15px).
 */
export const DesignSchema = z.object({
  businessName: z.string().max(120).default(''),
  logo: z.string().nullable().default(null),
  welcomeTitle: z.string().max(160).default(''),
  slogan: z.string().max(200).default(''),
  banner: z.string().nullable().default(null),
  categoryDisplay: z.enum(CATEGORY_DISPLAYS).default('featured'),
  font: z.enum(DESIGN_FONTS).default('Inter'),
  /** Pixels. */
  titleSize: z.number().int().min(16).max(96).default(40),
  /** Pixels. */
  textSize: z.number().int().min(10).max(32).default(15),
  titleColour: ColourSchema.default('#1c1917'),
  textColour: ColourSchema.default('#44403c'),
  buttonStyle: z.enum(BUTTON_STYLES).default('rounded'),
  buttonBackground: ColourSchema.default('#c2410c'),
  buttonText: ColourSchema.default('#ffffff'),
  background: ColourSchema.default('#fafaf9'),
  gradient: ColourSchema.default(''),
  backgroundImage: z.string().nullable().default(null),
})
export type Design = z.infer<typeof DesignSchema>

/** The design every new catalogue starts with. */
export const DEFAULT_DESIGN: Design = DesignSchema.parse({})

// Every field of DesignSchema without its default: in zod 4 a default still applies under `.partial()`, so a
// change naming one field would otherwise reset every other one to the defaults.
type WithoutDefaults<Shape> = {
  [Key in keyof Shape]: Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : never
}
const designFields = Object.fromEntries(
  Object.entries(DesignSchema.shape).map(([key, field]) => [key, field.unwrap()]),
) as WithoutDefaults<typeof DesignSchema.shape>

/**
 * A change to a design from the owner's form: only the fields it names, except that images come only from
 * uploads, so a change may only remove one (null), never name an address of its own.
 */
export const DesignChangeSchema = z
  .object(designFields)
  .omit({ logo: true, banner: true, backgroundImage: true })
  .partial()
  .extend({ logo: z.null(), banner: z.null(), backgroundImage: z.null() })
  .partial()
