import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../components/layout/page-title.tsx'
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** /dashboard/mi-perfil (docs/product-spec.md §2 "My Profile"). */
export function ProfileRoute() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.profile')
  useDocumentTitle(heading)
  return (
    <div className="space-y-6">
      <PageTitle>{heading}</PageTitle>
      <ProfileScreen />
    </div>
  )
}
