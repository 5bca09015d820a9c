import { clsx } from 'clsx'
import type { LucideIcon } from 'lucide-react'
import { imageVariantAddress } from '#domain/catalogues/image.ts'

type Props = {
  /** The saved image's address, or null to show the placeholder icon. */
  image: string | null
  /** Shown when there is no image. */
  icon: LucideIcon
  className?: string
}

/**
 * A small square picture of a product or category. Decorative: the name beside it says what it is. The
 * 320-pixel copy is enough for a thumbnail, even on dense screens.
 */
export function Thumbnail({ image, icon: Icon, className }: Props) {
  return (
    <span
      className={clsx(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-stone-100 text-stone-400',
        className,
      )}
    >
      {image ? (
        <img
          src={imageVariantAddress(image, 320) ?? image}
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <Icon aria-hidden className="size-1/2" />
      )}
    </span>
  )
}
