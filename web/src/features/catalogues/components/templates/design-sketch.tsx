import { clsx } from 'clsx'
import type { Design } from '#domain/catalogues/design.schema.ts'
import {
  getBackgroundStyle,
  getButtonRadius,
  readColour,
} from '../../../../entities/catalogue/components/preview/preview-style.ts'
import { getFontFamily } from '../../../../entities/catalogue/fonts.ts'

type Props = {
  design: Design
  /** The one real text of the sketch: the catalogue's or the template's name. */
  title: string
  className?: string
}

/**
 * A small drawing of a menu in a design's colours, font, button shape and category layout, with neutral bars
 * where the texts would be: it shows what a design looks like without inventing dishes or prices. Decorative;
 * the card around it names what it shows.
 */
export function DesignSketch({ design, title, className }: Props) {
  const text = readColour(design, 'textColour')
  const button = readColour(design, 'buttonBackground')
  const buttonText = readColour(design, 'buttonText')
  const radius = getButtonRadius(design.buttonStyle)

  return (
    <div
      aria-hidden
      className={clsx('flex h-full w-full flex-col gap-3 overflow-hidden p-4', className)}
      style={{ ...getBackgroundStyle(design), fontFamily: getFontFamily(design.font) }}
    >
      <div className="flex items-center gap-2.5">
        {design.logo ? (
          <img src={design.logo} alt="" className="size-8 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="size-8 shrink-0 rounded-full" style={{ background: button, opacity: 0.85 }} />
        )}
        <div className="min-w-0 flex-1">
          <p
            className="truncate font-bold text-lg leading-tight"
            style={{ color: readColour(design, 'titleColour') }}
          >
            {design.businessName || title}
          </p>
          <Bar colour={text} className="mt-1.5 w-2/3 opacity-50" />
        </div>
      </div>

      <div className="flex gap-1.5">
        {[0, 1, 2].map((chip) => (
          <span
            key={chip}
            className="flex h-6 items-center px-3"
            style={{ background: button, borderRadius: radius, opacity: chip === 0 ? 1 : 0.7 }}
          >
            <Bar colour={buttonText} className="w-7" />
          </span>
        ))}
      </div>

      <CategoryTiles display={design.categoryDisplay} text={text} accent={button} />
    </div>
  )
}

function Bar({ colour, className }: { colour: string; className?: string }) {
  return <span className={clsx('block h-1.5 rounded-full', className)} style={{ background: colour }} />
}

// The three category layouts of docs/product-spec.md §2 "Design": one featured tile first, equal tiles, or
// mixed sizes.
const tileLayouts: Record<
  Design['categoryDisplay'],
  { grid: string; tiles: { id: string; span: string }[] }
> = {
  featured: {
    grid: 'grid-cols-2',
    tiles: [
      { id: 'wide', span: 'col-span-2' },
      { id: 'left', span: '' },
      { id: 'right', span: '' },
    ],
  },
  similar: {
    grid: 'grid-cols-2',
    tiles: ['a', 'b', 'c', 'd'].map((id) => ({ id, span: '' })),
  },
  irregular: {
    grid: 'grid-cols-3',
    tiles: [
      { id: 'large', span: 'col-span-2 row-span-2' },
      { id: 'top', span: '' },
      { id: 'bottom', span: '' },
    ],
  },
}

function CategoryTiles({
  display,
  text,
  accent,
}: {
  display: Design['categoryDisplay']
  text: string
  accent: string
}) {
  const layout = tileLayouts[display]
  return (
    // Tiles keep a readable height; in a small frame the last ones are cut off, as a menu below the fold is.
    <div className={clsx('grid min-h-0 flex-1 auto-rows-[minmax(2.75rem,1fr)] gap-2', layout.grid)}>
      {layout.tiles.map((tile) => (
        <div
          key={tile.id}
          className={clsx('flex flex-col justify-end gap-1.5 rounded-md p-2', tile.span)}
          style={{ background: `color-mix(in srgb, ${text} 10%, transparent)` }}
        >
          <Bar colour={text} className="w-3/4 opacity-80" />
          <Bar colour={text} className="w-1/2 opacity-40" />
          <Bar colour={accent} className="w-1/4" />
        </div>
      ))}
    </div>
  )
}
