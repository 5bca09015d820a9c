import type { CSSProperties } from 'react'
import { DEFAULT_DESIGN, type Design, DesignSchema } from '#domain/catalogues/design.schema.ts'
import { getFontFamily } from '../../fonts.ts'

type ColourField = 'titleColour' | 'textColour' | 'buttonBackground' | 'buttonText' | 'background'

/**
 * A colour the browser can paint. The inputs let the owner pass through "#", "#1a" or "#1a2b3" on the way to
 * "#1a2b3c" (docs/product-spec.md §5 only limits the characters), so anything but 3, 4 or 6 digits keeps the
 * fallback.
 */
export function toCssColour(value: string, fallback: string): string {
  return /^#([0-9a-f]{3,4}|[0-9a-f]{6})$/i.test(value) ? value : fallback
}

/** The design's colour, or the default design's while the owner is still typing it. */
export function readColour(design: Design, field: ColourField): string {
  return toCssColour(design[field], DEFAULT_DESIGN[field])
}

/** A size in pixels within the schema's bounds; half-typed or empty values show the default. */
export function clampSize(design: Design, field: 'titleSize' | 'textSize'): number {
  const value = design[field]
  if (!Number.isFinite(value)) return DEFAULT_DESIGN[field]
  const bounds = DesignSchema.shape[field].unwrap()
  return Math.min(Math.max(value, bounds.minValue ?? value), bounds.maxValue ?? value)
}

const BUTTON_RADII: Record<Design['buttonStyle'], string> = {
  rounded: '0.5rem',
  square: '0',
  pill: '9999px',
}

/** The CSS corner radius of the design's buttons. */
export function getButtonRadius(style: Design['buttonStyle']): string {
  return BUTTON_RADII[style]
}

/**
 * The menu's background: the image when there is one (over the solid colour while it loads), else a
 * top-to-bottom gradient from the solid colour to the gradient colour when that is set, else the solid colour.
 */
export function getBackgroundStyle(design: Design): CSSProperties {
  const background = readColour(design, 'background')
  if (design.backgroundImage) {
    return {
      backgroundColor: background,
      backgroundImage: `url("${encodeURI(design.backgroundImage)}")`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    }
  }
  const gradient = toCssColour(design.gradient, '')
  return gradient
    ? { backgroundColor: background, backgroundImage: `linear-gradient(180deg, ${background}, ${gradient})` }
    : { backgroundColor: background }
}

/** Everything the menu inherits from the design: font, text size and colour, background. */
export function getMenuStyle(design: Design): CSSProperties {
  return {
    ...getBackgroundStyle(design),
    fontFamily: getFontFamily(design.font),
    fontSize: `${clampSize(design, 'textSize')}px`,
    color: readColour(design, 'textColour'),
  }
}
