import { Camera, LoaderCircle, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCEPTED_IMAGE_FORMATS, guessImageFormat, imageAcceptAttribute } from '#domain/catalogues/image.ts'
import { MAX_PROFILE_PHOTO_BYTES, type Profile } from '#domain/profile/profile.schema.ts'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FieldError } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { getCurrentLanguage, type MessageKey } from '../../../lib/i18n.ts'
import { useRemoveProfilePhoto, useUploadProfilePhoto } from '../api/profile-photo.ts'

// A photo is a picture like a product's: JPG, PNG or WebP (the server crops it square and re-encodes it).
const PHOTO_FORMATS = ACCEPTED_IMAGE_FORMATS.product

/** "10 MB", "20,5 MB": a weight in the interface's language. */
function formatMegabytes(bytes: number): string {
  const number = new Intl.NumberFormat(getCurrentLanguage(), { maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  )
  return `${number} MB`
}

/** What is wrong: a message of ours, or the server's own words (they come in the request's language). */
type Problem = { key: MessageKey; size?: string } | { text: string }

/** What is wrong with a chosen file, judged in the browser by its declared type and weight; null when fine. */
function checkPhoto(file: File): Problem | null {
  const format = guessImageFormat(file)
  if (!format || !PHOTO_FORMATS.includes(format)) return { key: 'profile.photo.errors.type' }
  if (file.size > MAX_PROFILE_PHOTO_BYTES)
    return { key: 'profile.photo.errors.tooBig', size: formatMegabytes(file.size) }
  return null
}

/** What the server's refusal means for the owner: ours for the usual two, else its own words. */
function describeUploadFailure(error: unknown): Problem {
  if (!(error instanceof ApiError)) return { key: 'profile.photo.errors.uploadFailed' }
  if (error.status === 413) return { key: 'profile.photo.errors.tooBigServer' }
  if (error.code === 'profile_photo_unsupported') return { key: 'profile.photo.errors.type' }
  if (error.status === 0) return { key: 'profile.photo.errors.network' }
  if (error.status >= 400 && error.status < 500) return { text: error.message }
  return { key: 'profile.photo.errors.uploadFailed' }
}

/**
 * The avatar at the top of Mi perfil (docs/product-spec.md §2 "My Profile"): the photo, or the initials, the
 * owner's name and their business's (or "Tu negocio"), "Cambiar foto" (uploaded at once, cropped square by the server) and "Quitar foto"
 * (asked first). A wrong file is explained at once, before anything is sent.
 */
export function ProfilePhotoCard({ profile, businessName }: { profile: Profile; businessName?: string }) {
  const { t } = useTranslation()
  const inputRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [isAskingRemoval, setIsAskingRemoval] = useState(false)
  const upload = useUploadProfilePhoto()
  const remove = useRemoveProfilePhoto()
  const errorId = 'profile-photo-error'

  const choose = (file: File | undefined) => {
    if (!file) return
    const found = checkPhoto(file)
    setProblem(found)
    if (found) return
    upload.mutate(file, { onError: (error) => setProblem(describeUploadFailure(error)) })
  }

  const confirmRemoval = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsAskingRemoval(false)
        upload.reset()
      },
      onError: () => {
        setIsAskingRemoval(false)
        setProblem({ key: 'profile.photo.errors.removeFailed' })
      },
    })

  return (
    <section
      aria-labelledby="profile-photo-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="profile-photo-heading" className="sr-only">
        {t('profile.photo.heading')}
      </h2>
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar
          name={profile.name}
          photoUrl={profile.photoUrl}
          alt={t('profile.photo.alt')}
          className="size-24 text-3xl"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="wrap-anywhere font-semibold text-lg text-stone-900">{profile.name}</p>
          <p className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 text-xs">
            {businessName || t('profile.business')}
          </p>
          <p className="text-sm text-stone-600">
            {t('profile.photo.hint', { max: formatMegabytes(MAX_PROFILE_PHOTO_BYTES) })}
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={imageAcceptAttribute('product')}
            aria-label={t('profile.photo.change')}
            onChange={(event) => {
              choose(event.target.files?.[0])
              // The same file chosen again after an error must still be heard.
              event.target.value = ''
            }}
          />
          <Button
            variant="secondary"
            disabled={upload.isPending}
            aria-describedby={problem ? errorId : undefined}
            onClick={() => inputRef.current?.click()}
          >
            {upload.isPending ? (
              <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
            ) : (
              <Camera aria-hidden />
            )}
            {t('profile.photo.change')}
          </Button>
          {profile.photoUrl ? (
            <Button variant="ghost" disabled={upload.isPending} onClick={() => setIsAskingRemoval(true)}>
              <Trash2 aria-hidden />
              {t('profile.photo.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      {/* Always present, so the change is announced; it takes room only when it says something. */}
      <p
        role="status"
        className={upload.isIdle ? 'sr-only' : 'mt-2 text-center text-sm text-stone-600 sm:text-right'}
      >
        {upload.isPending
          ? t('profile.photo.uploading')
          : upload.isSuccess
            ? t('profile.photo.uploaded')
            : ''}
      </p>
      {problem ? (
        <FieldError id={errorId}>
          {'text' in problem
            ? problem.text
            : t(problem.key, { size: problem.size, max: formatMegabytes(MAX_PROFILE_PHOTO_BYTES) })}
        </FieldError>
      ) : null}
      <ConfirmDialog
        subject={isAskingRemoval ? t('profile.photo.removeSubject') : null}
        title={t('profile.photo.removeTitle')}
        message={t('profile.photo.removeMessage')}
        confirmLabel={t('profile.photo.removeConfirm')}
        cancelLabel={t('profile.cancel')}
        isPending={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setIsAskingRemoval(false)}
      />
    </section>
  )
}
