import type { es } from '../../locales/messages.ts'

export type LegalDocumentId = 'terms' | 'privacy'

type SectionId<Document extends LegalDocumentId> = keyof (typeof es)['legal'][Document]['sections'] & string

/**
 * The order each legal text is read in. The ids double as the URL anchors (`/privacy#cookies`), so a link
 * someone shared keeps working as long as a section keeps its id.
 */
export const legalSections = {
  terms: [
    'service',
    'accounts',
    'content',
    'menus',
    'payments',
    'acceptableUse',
    'liability',
    'termination',
    'law',
    'contact',
  ],
  privacy: [
    'data',
    'menus',
    'cookies',
    'emails',
    'purposes',
    'payments',
    'sharing',
    'retention',
    'rights',
    'security',
    'changes',
    'contact',
  ],
} as const satisfies { [Document in LegalDocumentId]: readonly SectionId<Document>[] }
