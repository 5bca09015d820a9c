// One file per area of the app under es/ and en/, so screens built side by side do not edit the same file;
// each lands under its own top-level key (`products.dialog.title`). Each language is a module of its own
// (messages.es.ts, messages.en.ts) so that the browser downloads only the one it shows; this file gives
// both to what needs both at once: the types of the keys, the tests and the build-time render.
export { en } from './messages.en.ts'
export { es } from './messages.es.ts'
