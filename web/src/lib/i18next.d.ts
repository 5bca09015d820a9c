import 'i18next'
import type es from '../locales/es.json'

// Spanish is the reference language: a key missing from es.json does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof es }
  }
}
