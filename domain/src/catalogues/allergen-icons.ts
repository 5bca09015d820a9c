import type { Allergen } from './allergens.ts'

/**
 * A small line drawing for each of the 14 allergens, 16×16, stroked in the text colour (no fill): the same
 * drawing in the owner's editor and on the public menu, so the owner sees what diners see. Each is one SVG
 * path, kept here so both the server-rendered page and the web app draw from one source. Always shown beside
 * the allergen's name or with it as the accessible name: a drawing alone is never the only cue.
 */
export const ALLERGEN_ICON_PATHS: Record<Allergen, string> = {
  // An ear of wheat.
  gluten:
    'M8 15V4.5M8 7 5.8 5.2M8 7l2.2-1.8M8 10 5.8 8.2M8 10l2.2-1.8M8 13l-2.2-1.8M8 13l2.2-1.8M8 4.5 6.6 2.8 8 1.2l1.4 1.6z',
  // A shrimp, curled, with its legs and feelers.
  crustaceos:
    'M12 3.5C8 2 3.5 3.5 3.5 8c0 3 2.3 5 5 5 1.6 0 2.7-.8 2.7-2.2 0-1.2-1-2-2.2-2-1 0-1.7.6-1.7 1.4M12 3.5l2.3-1.3M12 3.5l2.5 1M6.2 4.2l1 2.4M4.2 6.6l2.4.9M4.2 10.2l2.2-.6',
  // An egg.
  huevos: 'M8 1.8c2.7 0 4.6 4 4.6 7.3a4.6 4.6 0 0 1-9.2 0C3.4 5.8 5.3 1.8 8 1.8z',
  // A fish with its tail and eye.
  pescado: 'M1.8 8c2.2-3.6 6.4-4.4 9.6 0-3.2 4.4-7.4 3.6-9.6 0zM11.4 8l2.8-2.6v5.2zM5 7.4h.1',
  // A peanut in its shell.
  cacahuetes:
    'M8 1.8a3 3 0 0 0-3 3c0 1.4 1 2 1 3.2S5 9.8 5 11.2a3 3 0 0 0 6 0c0-1.4-1-1.8-1-3.2s1-1.8 1-3.2a3 3 0 0 0-3-3z',
  // A soy pod with three beans.
  soja: 'M2.5 13.5C2.5 7 6.5 2.5 13.5 2.5c0 7-4.5 11-11 11zM5 11a1 1 0 1 0 2 0 1 1 0 1 0-2 0M7.5 8.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0M10 6a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
  // A milk carton, gable-topped.
  lacteos:
    'M4.8 14.2V6.2l1.6-3.4h3.2l1.6 3.4v8zM4.8 6.2h6.4M6.4 2.8 8 6.2M9.6 2.8V1.6H6.4v1.2M6.8 10.2c0-1 1.2-2.2 1.2-2.2s1.2 1.2 1.2 2.2a1.2 1.2 0 0 1-2.4 0z',
  // An acorn: a nut in its cap.
  'frutos-de-cascara':
    'M2.8 7h10.4M3.3 7c0-2.6 2.1-4 4.7-4s4.7 1.4 4.7 4M4.4 7c0 4.2 1.6 7.2 3.6 7.2s3.6-3 3.6-7.2M8 3V1.4',
  // Three celery stalks with leaves.
  apio: 'M5.5 14.5V7M8 14.5V6M10.5 14.5V7M5.5 7C3.8 6 3.8 3.6 5.2 2.6M8 6c0-1.8.6-3.2 1.4-4.2M10.5 7c1.7-1 1.9-3.2.6-4.4',
  // A mustard jar with its spoon.
  mostaza: 'M4.5 6.2h7v8h-7zM5.5 6.2V4.4h5v1.8M9.5 4.4 11 1.5M4.5 9.5h7',
  // Three sesame seeds.
  sesamo:
    'M5 2.5c1.2 1.1 1.2 3 0 4.2-1.2-1.2-1.2-3.1 0-4.2zM11 2.5c1.2 1.1 1.2 3 0 4.2-1.2-1.2-1.2-3.1 0-4.2zM8 8.5c1.2 1.1 1.2 3 0 4.2-1.2-1.2-1.2-3.1 0-4.2z',
  // A bottle of wine with its label: sulphites are most often declared for wine.
  sulfitos: 'M6.8 1.5h2.4v3.2c1.3.7 1.8 1.6 1.8 2.8v6.9H5V7.5c0-1.2.5-2.1 1.8-2.8zM5 9h6M5 12h6',
  // A lupin flower: a spike of petals on its stem.
  altramuces:
    'M8 15V9.5M8 9.5c-2 0-3-1-3-2.5M8 9.5c2 0 3-1 3-2.5M8 7c-1.6 0-2.4-.9-2.4-2.1M8 7c1.6 0 2.4-.9 2.4-2.1M8 4.6c-1 0-1.6-.7-1.6-1.6S7 1.4 8 1.4s1.6.7 1.6 1.6S9 4.6 8 4.6z',
  // A scallop shell.
  moluscos:
    'M8 14.2 2.6 7.4C3.2 4 5.4 2 8 2s4.8 2 5.4 5.4zM8 14.2V2.4M8 14.2 5.1 2.8M8 14.2l2.9-11.4M8 14.2 3.2 5M8 14.2 12.8 5',
}
