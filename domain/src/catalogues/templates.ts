import type { TemplateId } from './catalogue.schema.ts'
import { type Design, DesignSchema } from './design.schema.ts'

/**
 * A template of the chooser (docs/product-spec.md §3 "Template"): what a new catalogue looks like before the
 * owner changes it.
 */
export type Template = {
  id: TemplateId
  /** Its proper name, in Spanish: new catalogues are named after it ("Catálogo Clásico"). */
  name: string
  /** The design a catalogue made from it starts with; the owner changes it on the Diseño page. */
  design: Design
}

// Each template is a full design, so that choosing one changes what the catalogue looks like
// (docs/product-spec.md §2 "Template chooser"); sizes not named keep the spec's defaults (title 40 px, text
// 15 px).
const clasico = DesignSchema.parse({
  categoryDisplay: 'featured',
  font: 'Lato',
  titleColour: '#5c1a14',
  textColour: '#4a3a2e',
  buttonStyle: 'rounded',
  buttonBackground: '#9b1c1c',
  buttonText: '#fff8ec',
  background: '#fbf4e6',
  gradient: '#f3e5c8',
})

const moderno = DesignSchema.parse({
  categoryDisplay: 'irregular',
  font: 'Inter',
  titleColour: '#ffffff',
  textColour: '#d4d4d8',
  buttonStyle: 'pill',
  buttonBackground: '#22d3ee',
  buttonText: '#0b1120',
  background: '#111827',
  gradient: '#1e1b4b',
})

const minimalista = DesignSchema.parse({
  categoryDisplay: 'similar',
  font: 'Open Sans',
  titleSize: 36,
  titleColour: '#111111',
  textColour: '#4b4b4b',
  buttonStyle: 'square',
  buttonBackground: '#111111',
  buttonText: '#ffffff',
  background: '#ffffff',
  gradient: '',
})

/** The three templates, in the chooser's order. */
export const TEMPLATES: Readonly<Record<TemplateId, Template>> = {
  clasico: { id: 'clasico', name: 'Clásico', design: clasico },
  moderno: { id: 'moderno', name: 'Moderno', design: moderno },
  minimalista: { id: 'minimalista', name: 'Minimalista', design: minimalista },
}

/** The design a new catalogue of this template starts with (a copy: callers may change it freely). */
export function getTemplateDesign(id: TemplateId): Design {
  return structuredClone(TEMPLATES[id].design)
}
