// The characters menus in Spanish, English, Portuguese, French and Italian are written in: what the Latin
// recogniser learns to read (its classes are the CTC blank, then these in order). Dashes and curly quotes are
// read as their plain forms; the recogniser's own file beside its weights (menu-reader/models) lists the
// classes it was trained with, and the reader decodes by that file.
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const MARKED_LETTERS = 'áéíóúàèìòùâêîôûäëïöüñçãõÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛÄËÏÖÜÑÇÃÕ'
const DIGITS = '0123456789'
const SIGNS = ` .,:;-'"()/&+%*!?¿¡€$£¢₡ºª°#@·×=_[]|«»~<>…`

export const LATIN_ALPHABET: readonly string[] = [...LETTERS, ...MARKED_LETTERS, ...DIGITS, ...SIGNS]
