// The recogniser's alphabet (PP-OCRv4, trained mostly on Chinese and English) has no ñ, Ñ, Á, Í or Ú, and
// it often drops the accents it has: "Buñuelos" comes out as "Bunuelos" or "Buniuelos", "LIMÓN" as "LIMON".
// Menu words that are only ever written with those letters get them back. A word that is a different word
// without its accent ("una" and "uña", "pure" in English) is left out of this list on purpose.
const MENU_WORDS = `
  año años añejo añejos añeja añejas baño bañado bañada bañados bañadas buñuelo buñuelos caña cañas castaña
  castañas champaña champiñón champiñones compañía cumpleaños diseño españa español española españoles
  españolas jalapeño jalapeños lasaña lasañas leña limeño limeña montaña niño niños niña niñas ñoqui ñoquis
  pequeño pequeña pequeños pequeñas piña piñas piñón piñones riñón riñones riñoncitos señor señora sueño
  sueños albariño cabaña mañana otoño dueño dueña acompañado acompañada acompañados acompañadas
  acompañamiento acompañamientos limón limones jamón jamones salmón melón melones camarón camarones
  chicharrón chicharrones corazón corazones tiburón turrón mejillón mejillones atún café cafés té plátano
  plátanos maíz raíz azúcar crème brûlée paté bebé ración raciones porción porciones selección especialidad
  elección opción opciones guarnición guarniciones sésamo orégano brócoli espárrago espárragos rábano
  rábanos cúrcuma albóndiga albóndigas lácteos lácteo panadería pastelería repostería cafetería
  mediterráneo mediterránea ibérico ibérica ibéricos ibéricas clásico clásica clásicos clásicas típico
  típica típicos típicas auténtico auténtica básico básica orgánico orgánica pollería marisquería césar
  tártaro tártara también además según más fríjol fríjoles ají ajíes lúcuma maracuyá guaraná pingüino dúo
  trío`
  .split(/\s+/)
  .filter(Boolean)

const stripMarks = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')

// The spelling of each menu word, by its plain lower-case letters; only words that carry a mark.
const SPELLINGS = new Map(
  MENU_WORDS.filter((word) => stripMarks(word) !== word).map((word) => [stripMarks(word), word]),
)

function matchCase(model: string, word: string): string {
  if (model === model.toLocaleUpperCase('es') && model !== model.toLocaleLowerCase('es')) {
    return word.toLocaleUpperCase('es')
  }
  if (/^\p{Lu}/u.test(model)) return (word[0] ?? '').toLocaleUpperCase('es') + word.slice(1)
  return word
}

/**
 * Gives a read word back the ñ and accents its menu spelling has ("Bunuelos" and "Buniuelos" → "Buñuelos",
 * "LIMON" → "LIMÓN"), keeping its case and any punctuation around it, and a € read as ∈. Other words come
 * back unchanged.
 */
export function restoreLetters(read: string): string {
  // The alphabet has ∈ but no €: a price's sign comes back as ∈ ("34,00 ∈/Kg.").
  const text = read.replace(/∈/g, '€')
  const match = /^([^\p{L}]*)(\p{L}+)([^\p{L}]*)$/u.exec(text)
  if (!match) return text
  const [, before = '', word = '', after = ''] = match
  const plain = stripMarks(word.toLocaleLowerCase('es'))
  // ñ read as "ni" ("Buniuelos"): try the word with each "ni" taken for an ñ.
  const candidates = [
    plain,
    ...[...plain.matchAll(/ni/g)].map((hit) => `${plain.slice(0, hit.index)}n${plain.slice(hit.index + 2)}`),
  ]
  for (const candidate of candidates) {
    const spelling = SPELLINGS.get(candidate)
    if (spelling) return before + matchCase(word, spelling) + after
  }
  return text
}
