import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Me } from '#domain/accounts/account.schema.ts'
import { getCountry } from '#domain/accounts/countries.ts'
import type { Profile } from '#domain/profile/profile.schema.ts'
import { PageTitle } from '../../components/layout/page-title.tsx'
import { meQueryKey, useMe } from '../../features/accounts/api/get-me.ts'
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** /dashboard/mi-perfil (docs/product-spec.md §2 "My Profile"). */
export function ProfileRoute() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const heading = t('dashboard.pages.profile')
  const businessName = useMe().data?.business.name
  useDocumentTitle(heading)
  // The signed-in owner shown by the shell (its profile menu) is the profile just saved, at once.
  const showInShell = useCallback(
    (profile: Profile) =>
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me
          ? {
              ...me,
              name: profile.name,
              email: profile.email,
              // Stored as registration stores it: prefix plus number (docs/product-spec.md §3).
              phone: profile.phone ? `${getCountry(profile.phoneCountry).prefix} ${profile.phone}` : '',
              profilePicture: profile.photoUrl,
            }
          : me,
      ),
    [queryClient],
  )
  return (
    <div className="space-y-6">
      <PageTitle>{heading}</PageTitle>
      <ProfileScreen onProfileChange={showInShell} businessName={businessName} />
    </div>
  )
}
