import 'i18next'
import type { es } from '../locales/messages.ts'

// Spanish is the reference language: a key missing from the Spanish files does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof es }
  }
}
