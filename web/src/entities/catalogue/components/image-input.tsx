import { clsx } from 'clsx'
import { ImageIcon, Trash2, Upload } from 'lucide-react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ACCEPTED_IMAGE_FORMATS,
  guessImageFormat,
  type ImageKind,
  imageAcceptAttribute,
  MAX_RASTER_BYTES,
  MAX_SVG_BYTES,
  maxImageBytes,
} from '#domain/catalogues/image.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FieldError } from '../../../components/ui/form-field.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { useObjectUrl } from '../../../lib/use-object-url.ts'

export type { ImageKind }

type ImageInputProps = {
  /** The visible label ("Logo", "Imagen del producto"). */
  label: string
  kind: ImageKind
  /** The saved image (a /media/… address) or null. */
  imageUrl: string | null
  /** A chosen file not uploaded yet: the form keeps it until it saves. */
  file: File | null
  /** A valid chosen file, or null when the owner removes the image. */
  onFileChange: (file: File | null) => void
  /** A note after the accepted formats ("Recomendado 500x500"). */
  hint?: string
}

type Problem = { kind: 'type' } | { kind: 'size'; bytes: number; limit: number }

/** What is wrong with a chosen file for this kind of image, judged by its declared type and size. */
function findProblem(file: File, kind: ImageKind): Problem | null {
  const format = guessImageFormat(file)
  if (!format || !ACCEPTED_IMAGE_FORMATS[kind].includes(format)) return { kind: 'type' }
  const limit = maxImageBytes(format)
  return file.size > limit ? { kind: 'size', bytes: file.size, limit } : null
}

/** "8 MB", "1,2 MB": a weight in the interface's language. */
function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  const number = new Intl.NumberFormat(getCurrentLanguage(), { maximumFractionDigits: 1 }).format(megabytes)
  return `${number} MB`
}

/**
 * An image field: a button (and drag and drop) to choose a file, a preview of the chosen file or the saved
 * image, and a remove action. It checks the type and weight in the browser, so a wrong file is explained at
 * once; the server checks the bytes again when the form uploads it (decision 012).
 */
export function ImageInput({ label, kind, imageUrl, file, onFileChange, hint }: ImageInputProps) {
  const { t } = useTranslation()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [isDragging, setIsDragging] = useState(false)
  const pendingUrl = useObjectUrl(file)
  const previewUrl = pendingUrl ?? (file ? null : imageUrl)
  const hasImage = file !== null || imageUrl !== null
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = problem ? `${errorId} ${hintId}` : hintId

  function choose(candidate: File | undefined) {
    if (!candidate) return
    const found = findProblem(candidate, kind)
    setProblem(found)
    if (!found) onFileChange(candidate)
  }

  function remove() {
    setProblem(null)
    onFileChange(null)
  }

  function drop(event: DragEvent) {
    event.preventDefault()
    setIsDragging(false)
    choose(event.dataTransfer.files[0])
  }

  const error =
    problem?.kind === 'type'
      ? t(`images.errors.type.${kind}`)
      : problem?.kind === 'size'
        ? t('images.errors.tooBig', {
            size: formatMegabytes(problem.bytes),
            max: formatMegabytes(problem.limit),
          })
        : null
  const formats = t(`images.formats.${kind}`, {
    max: formatMegabytes(MAX_RASTER_BYTES),
    svgMax: formatMegabytes(MAX_SVG_BYTES),
  })

  return (
    <fieldset>
      <legend className="font-medium text-sm text-stone-800">{label}</legend>
      {/* Dropping a file is a shortcut for pointer users; the button does the same for everyone. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target only adds to the button */}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setIsDragging(true)
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={drop}
        className={clsx(
          'mt-1.5 flex items-center gap-4 rounded-xl border border-dashed p-3 transition-colors',
          isDragging ? 'border-brand-600 bg-brand-50' : 'bg-white',
          !isDragging && (problem ? 'border-red-600' : 'border-stone-300'),
        )}
      >
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
          {previewUrl ? (
            <img src={previewUrl} alt={t('images.preview', { label })} className="size-full object-contain" />
          ) : (
            <ImageIcon aria-hidden className="size-7 text-stone-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              onClick={() => inputRef.current?.click()}
              aria-describedby={describedBy}
            >
              <Upload aria-hidden />
              {hasImage ? t('images.change') : t('images.choose')}
            </Button>
            {hasImage ? (
              <Button variant="ghost" onClick={remove}>
                <Trash2 aria-hidden />
                {t('images.remove')}
              </Button>
            ) : null}
          </div>
          {file ? (
            <p className="truncate text-sm text-stone-700">{t('images.pending', { name: file.name })}</p>
          ) : (
            <p aria-hidden className="text-sm text-stone-600 pointer-coarse:hidden">
              {isDragging ? t('images.dropHere') : t('images.drop')}
            </p>
          )}
        </div>
      </div>
      <input
        ref={inputRef}
        // Named by its own label, not by the legend's text: a legend scrolled out of a dialog's view no longer
        // names anything visibly, and axe then finds the input named by its description alone.
        aria-label={label}
        type="file"
        accept={imageAcceptAttribute(kind)}
        // The button is the keyboard's way in; one tab stop is enough.
        tabIndex={-1}
        className="sr-only"
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          choose(event.target.files?.[0])
          // Lets the same file be chosen again after a removal.
          event.target.value = ''
        }}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <p id={hintId} className="mt-1.5 text-sm text-stone-600">
        {hint ? `${formats} ${hint}` : formats}
      </p>
    </fieldset>
  )
}
