import { clsx } from 'clsx'
import { BookOpen } from 'lucide-react'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { useDesign } from '../../../../entities/catalogue/api/get-design.ts'
import { DesignSketch } from '../templates/design-sketch.tsx'

type Props = { catalogue: Catalogue; className?: string }

/**
 * A catalogue's picture on cards (docs/product-spec.md §3 `imagen`): its own image when it has one, else a
 * sketch drawn from its design. Decorative: the card names the catalogue.
 */
export function CatalogueThumbnail({ catalogue, className }: Props) {
  const frame = clsx('h-full w-full overflow-hidden', className)
  if (catalogue.imagen) {
    return <img src={catalogue.imagen} alt="" className={clsx(frame, 'object-cover')} />
  }
  return <DesignThumbnail catalogue={catalogue} className={frame} />
}

function DesignThumbnail({ catalogue, className }: Props) {
  const design = useDesign(catalogue.id)
  if (design.data) return <DesignSketch design={design.data} title={catalogue.nombre} className={className} />
  return (
    <div
      aria-hidden
      className={clsx(
        'flex items-center justify-center bg-stone-100 text-stone-400',
        design.isPending && 'motion-safe:animate-pulse',
        className,
      )}
    >
      {design.isError ? <BookOpen className="size-8" /> : null}
    </div>
  )
}
