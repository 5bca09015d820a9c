import { useTranslation } from 'react-i18next'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { useAuthProviders } from '../../features/accounts/api/get-auth-providers.ts'
import { LegalDocument } from '../../features/legal/components/legal-document.tsx'
import type { LegalDocumentId } from '../../features/legal/legal-sections.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export type PublicPageId = LegalDocumentId

/** /terms and /privacy: the legal texts, linked from the footer, the register page and the acceptance boxes. */
export function PublicPage({ page }: { page: PublicPageId }) {
  const { t } = useTranslation()
  const heading = t(`publicPages.${page}.heading`)
  useDocumentTitle(heading)
  // The text reads fine while the address loads or if it fails: the contact line then points to the form.
  const supportEmail = useAuthProviders().data?.supportEmail ?? null

  return (
    <PublicLayout>
      <LegalDocument document={page} heading={heading} supportEmail={supportEmail} />
    </PublicLayout>
  )
}
