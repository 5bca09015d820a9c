import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Profile } from '#domain/profile/profile.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useProfile } from '../api/get-profile.ts'
import { ProfileDetailsForm } from './profile-details-form.tsx'
import { ProfilePhotoCard } from './profile-photo-card.tsx'

type Props = {
  /**
   * Hears every profile the server answers (read, saved, new photo, new email), so the shell's profile menu
   * shows the new name and photo at once.
   */
  onProfileChange?: (profile: Profile) => void
  /** The business the owner runs, named under their photo instead of a role every owner shares. */
  businessName?: string
}

/** Mi perfil (docs/product-spec.md §2 "My Profile"): the photo card, then the form; loading and failure said. */
export function ProfileScreen({ onProfileChange, businessName }: Props) {
  const { t } = useTranslation()
  const alertId = useId()
  const profile = useProfile()

  useEffect(() => {
    if (profile.data) onProfileChange?.(profile.data)
  }, [profile.data, onProfileChange])

  if (profile.isPending) return <ProfileSkeleton />
  if (profile.isError) {
    return (
      <div className="space-y-3">
        <FormAlert id={alertId}>{t('profile.loadFailed')}</FormAlert>
        <Button variant="secondary" onClick={() => profile.refetch()}>
          {t('profile.retry')}
        </Button>
      </div>
    )
  }
  return (
    <div className="max-w-3xl space-y-6">
      <ProfilePhotoCard profile={profile.data} businessName={businessName} />
      <ProfileDetailsForm profile={profile.data} />
    </div>
  )
}

/** Grey shapes where the photo and the fields will be, announced once as "Cargando tu perfil…". */
function ProfileSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="max-w-3xl space-y-6">
      <p role="status" className="sr-only">
        {t('profile.loading')}
      </p>
      <div aria-hidden className="space-y-6 motion-safe:animate-pulse">
        <div className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-6">
          <span className="size-24 rounded-full bg-stone-200" />
          <span className="h-5 w-48 rounded bg-stone-200" />
        </div>
        <div className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-6 md:grid-cols-2">
          {['name', 'email', 'phone', 'address'].map((field) => (
            <span key={field} className="h-11 rounded-xl bg-stone-100" />
          ))}
        </div>
      </div>
    </div>
  )
}
