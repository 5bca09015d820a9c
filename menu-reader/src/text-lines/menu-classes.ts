// The recogniser (PP-OCRv4, ppocr_keys_v1.txt) has about 6,600 classes, nearly all of them CJK, and on a
// smudge, an accent it lacks (ñ) or a sign it lacks (€) it may pick any of them: a "Pi茸a" would reach the
// menu. A menu is printed in Latin script (decision 046): only these classes are read.

// Letters: basic Latin, Latin-1 and Latin Extended-A (accented and umlauted vowels, ç, ñ where present).
const LATIN_LETTER = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F]$/u
// Digits and the signs menus print: prices and currencies ($ £ € ¢ ₡, and the ∈ the Chinese recogniser read
// for €), ordinals, fractions and degrees, dashes and bullets, quotes (straight, curly and angled), ? ! for
// questions and exclamations ("¿Alergias?"), what the layout reads as leaders (. … _) and separators (| · •),
// and the odd sign of an address or an offer (@ = × [ ] < > ~).
const MENU_SIGN = /^[0-9$£€¢₡∈%&/\-–—.,:;'"’‘“”«»()[\]<>+*#ºª°½¿¡·•?!…_|@=×~]$/u

/** Whether one recogniser class is a character a menu prints: a Latin letter, a digit, a menu sign or a space. */
export function isMenuCharacter(text: string): boolean {
  return text === ' ' || LATIN_LETTER.test(text) || MENU_SIGN.test(text)
}

const cache = new WeakMap<readonly string[], Uint8Array>()

/** Which classes of `alphabet` decoding may choose (1) or not (0): the CTC blank (class 0) and every menu character. */
export function findMenuClasses(alphabet: readonly string[]): Uint8Array {
  let allowed = cache.get(alphabet)
  if (!allowed) {
    allowed = Uint8Array.from(alphabet, (text, index) => (index === 0 || isMenuCharacter(text) ? 1 : 0))
    cache.set(alphabet, allowed)
  }
  return allowed
}
