import { clsx } from 'clsx'
import { useState } from 'react'
import { getInitials } from '#domain/users/initials.ts'

/**
 * A round badge with a person's initials (docs/product-spec.md §3); hidden from screen readers, the name is
 * read instead.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-sm',
        className,
      )}
    >
      {getInitials(name)}
    </span>
  )
}

/**
 * A person's photo in a circle, or their initials when they have none (docs/product-spec.md §3; decision 041:
 * the photo takes the initials' place). Decorative like the initials unless `alt` names it. Only our own
 * media is shown: the Content-Security-Policy allows images from this origin alone, so a provider's picture
 * address (a Google sign-up's) would be refused; and a photo that fails to load gives way to the initials.
 */
export function Avatar({
  name,
  photoUrl,
  alt = '',
  className,
}: {
  name: string
  photoUrl: string | null
  alt?: string
  className?: string
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  // A path on this origin ("/media/…"), not a protocol-relative or absolute address elsewhere.
  const isOwnMedia = photoUrl?.startsWith('/') && !photoUrl.startsWith('//')
  if (!photoUrl || !isOwnMedia || failedUrl === photoUrl) {
    return <InitialsAvatar name={name} className={className} />
  }
  return (
    <img
      src={photoUrl}
      alt={alt}
      onError={() => setFailedUrl(photoUrl)}
      className={clsx('inline-block size-9 shrink-0 rounded-full bg-stone-100 object-cover', className)}
    />
  )
}
