import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from './catalogue.schema.ts'
import { DEFAULT_DESIGN, DesignSchema } from './design.schema.ts'
import { getTemplateDesign, TEMPLATES } from './templates.ts'

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('the templates', () => {
  it('has one template per template id, each a complete and valid design', () => {
    expect(Object.keys(TEMPLATES)).toEqual([...TEMPLATE_IDS])
    for (const id of TEMPLATE_IDS) {
      expect(TEMPLATES[id].id).toBe(id)
      expect(DesignSchema.parse(TEMPLATES[id].design)).toEqual(TEMPLATES[id].design)
    }
    expect(TEMPLATES.moderno.name).toBe('Moderno')
  })

  it('gives each template its own look', () => {
    const looks = TEMPLATE_IDS.map((id) => {
      const { font, background, buttonStyle } = TEMPLATES[id].design
      return `${font} ${background} ${buttonStyle}`
    })
    expect(new Set(looks).size).toBe(3)
    expect(TEMPLATES.clasico.design).toMatchObject({ font: 'Lato', buttonStyle: 'rounded' })
    expect(TEMPLATES.moderno.design).toMatchObject({ font: 'Inter', buttonStyle: 'pill' })
    expect(TEMPLATES.minimalista.design).toMatchObject({ font: 'Open Sans', buttonStyle: 'square' })
  })

  it('starts without the owner’s brand: no business name and no images', () => {
    for (const id of TEMPLATE_IDS) {
      expect(TEMPLATES[id].design).toMatchObject({
        businessName: '',
        logo: null,
        banner: null,
        backgroundImage: null,
        textSize: DEFAULT_DESIGN.textSize,
      })
    }
  })

  it('keeps its texts and buttons readable on its background (WCAG AA, 4.5:1)', () => {
    for (const id of TEMPLATE_IDS) {
      const design = TEMPLATES[id].design
      for (const surface of [design.background, design.gradient || design.background]) {
        expect(contrast(design.titleColour, surface), `${id} title`).toBeGreaterThanOrEqual(4.5)
        expect(contrast(design.textColour, surface), `${id} text`).toBeGreaterThanOrEqual(4.5)
      }
      expect(contrast(design.buttonText, design.buttonBackground), `${id} button`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('hands out a copy, so a caller cannot change the template itself', () => {
    const design = getTemplateDesign('clasico')
    design.titleColour = '#000000'
    expect(TEMPLATES.clasico.design.titleColour).toBe('#5c1a14')
  })
})
