import { clsx } from 'clsx'
import type { Design } from '#domain/catalogues/design.schema.ts'
import { getButtonRadius } from '../../../entities/catalogue/components/preview/preview-style.ts'

const block = 'rounded-[3px] bg-stone-300'

/** A thumbnail of a category display: one large block then rows, an even grid, or uneven columns. */
export function DisplayModeVisual({ mode }: { mode: Design['categoryDisplay'] }) {
  return (
    <span aria-hidden className="flex h-14 gap-1 rounded-lg bg-stone-100 p-1.5">
      {mode === 'featured' ? (
        <span className="flex flex-1 flex-col gap-1">
          <span className="flex-[2] rounded-[3px] bg-brand-400" />
          <span className={clsx(block, 'flex-1')} />
          <span className={clsx(block, 'flex-1')} />
        </span>
      ) : mode === 'similar' ? (
        <span className="grid flex-1 grid-cols-2 grid-rows-2 gap-1">
          <span className={block} />
          <span className={block} />
          <span className={block} />
          <span className={block} />
        </span>
      ) : (
        <>
          <span className="flex flex-1 flex-col gap-1">
            <span className={clsx(block, 'flex-[3]')} />
            <span className={clsx(block, 'flex-[2]')} />
          </span>
          <span className="flex flex-1 flex-col gap-1">
            <span className={clsx(block, 'flex-[2]')} />
            <span className={clsx(block, 'flex-[3]')} />
          </span>
        </>
      )}
    </span>
  )
}

type SampleProps = { style: Design['buttonStyle']; background: string; text: string; label: string }

/** A button drawn in a button style and the design's button colours. */
export function ButtonSample({ style, background, text, label }: SampleProps) {
  return (
    <span aria-hidden className="flex h-14 items-center justify-center rounded-lg bg-stone-100">
      <span
        className="px-3.5 py-1.5 font-semibold text-xs shadow-sm"
        style={{ backgroundColor: background, color: text, borderRadius: getButtonRadius(style) }}
      >
        {label}
      </span>
    </span>
  )
}
