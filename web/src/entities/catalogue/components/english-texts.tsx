import { clsx } from 'clsx'
import { ChevronDown, Languages } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/ui/form-field.tsx'
import { countFilled } from '../english-texts.ts'
import { TextAreaField } from './form-controls.tsx'

type Options<Field extends string> = {
  /** The English texts as typed now, by the field they translate (`{ name: 'Soup', description: '' }`). */
  texts: Record<Field, string>
  /** The English field refused, if one is ("name"): the section then opens to show its message. */
  refused: Field | undefined
}

/** A dialog's English section: whether it shows, the ids of its fields, and its toggle's props. */
export type EnglishTexts = ReturnType<typeof useEnglishTexts>

/**
 * Whether a dialog shows its English fields. It opens by itself when the row already has English texts, or
 * when one of them is refused: a message is never hidden behind a closed section.
 *
 * Why a section that opens rather than English fields always shown: most owners never translate, and doubling
 * every text field would make their dialogs twice as long for nothing. Once open, each English field sits
 * beside its original (under it on a phone), so a translator compares them line by line.
 */
export function useEnglishTexts<Field extends string>({ texts, refused }: Options<Field>) {
  const texted = Object.values<string>(texts)
  const [isOpen, setOpen] = useState(() => countFilled(texted) > 0)
  const prefix = useId()
  const idOf = (field: string) => `${prefix}-${field}-en`
  const isShown = isOpen || refused !== undefined
  const wasShown = useRef(isShown)
  useEffect(() => {
    const isOpenedByRefusal = isShown && !wasShown.current && refused !== undefined
    wasShown.current = isShown
    // The form focused its first refused field if it could: a closed section's was not there to take it.
    if (!isOpenedByRefusal || document.activeElement?.getAttribute('aria-invalid') === 'true') return
    document.getElementById(`${prefix}-${refused}-en`)?.focus()
  }, [isShown, refused, prefix])
  return {
    isShown,
    idOf,
    toggle: {
      isShown,
      onToggle: () => setOpen(!isShown),
      controls: Object.keys(texts).map(idOf),
      filledCount: countFilled(texted),
    } satisfies ToggleProps,
  }
}

type ToggleProps = {
  isShown: boolean
  onToggle: () => void
  /** The ids of the English fields it shows and hides. */
  controls: string[]
  /** How many English texts are filled in, said on the closed toggle so none is forgotten behind it. */
  filledCount: number
}

/** "Traducción al inglés": the disclosure button over a dialog's texts, and while open, what it does. */
export function EnglishTextsToggle({ isShown, onToggle, controls, filledCount }: ToggleProps) {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={isShown}
        // Only while they exist: a closed section's fields are not in the page.
        aria-controls={isShown ? controls.join(' ') : undefined}
        aria-describedby={isShown ? hintId : undefined}
        onClick={onToggle}
        className="-mx-2 inline-flex min-h-9 items-center gap-2 rounded-lg px-2 py-1 font-medium text-brand-700 text-sm hover:bg-brand-50"
      >
        <Languages aria-hidden className="size-4 shrink-0" />
        {t('catalogues.english.toggle')}
        {/* The space keeps "inglés 2 textos" apart in the button's name; flex drops it on screen. */}
        {!isShown && filledCount > 0 ? ' ' : null}
        {!isShown && filledCount > 0 ? (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 font-normal text-stone-700 text-xs">
            {t('catalogues.english.filled', { count: filledCount })}
          </span>
        ) : null}
        <ChevronDown
          aria-hidden
          className={clsx('size-4 shrink-0 transition-transform', isShown && 'rotate-180')}
        />
      </button>
      {isShown ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {t('catalogues.english.hint')}
        </p>
      ) : null}
    </div>
  )
}

type BilingualFieldProps = UseFormRegisterReturn & {
  english: EnglishTexts
  /** The field it translates ("name"), naming its id. */
  field: string
  /** The original field ("Nombre"), already labelled and registered. */
  original: ReactNode
  /** The English field's label ("Nombre en inglés"). */
  label: string
  /** Its length against the original's limit. */
  count: { length: number; max: number }
  error: string | undefined
  /** A description's multi-line box rather than a name's line. */
  isMultiline?: boolean
}

/**
 * A text field and, while the English section is open, its English twin (marked `lang="en"`, so that screen
 * readers and spelling checkers treat it as English): side by side from the `sm` breakpoint up, under it on a
 * phone.
 */
export function BilingualField({ english, field, original, isMultiline, ...props }: BilingualFieldProps) {
  if (!english.isShown) return original
  const twin = { id: english.idOf(field), lang: 'en', ...props }
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
      {original}
      {isMultiline ? <TextAreaField {...twin} /> : <TextField autoComplete="off" {...twin} />}
    </div>
  )
}

type EnglishFieldProps = UseFormRegisterReturn & {
  english: EnglishTexts
  /** The text it translates, naming its id ("size1"). */
  field: string
  /** Its label ("Tamaño o medida en inglés"). */
  label: string
  /** Its length against the original's limit. */
  count: { length: number; max: number }
  error: string | undefined
  className?: string
}

/**
 * The English twin of a text in a list's row (a size, an extra), while the English section is open: the row
 * places it, under or beside its original. Marked `lang="en"` as BilingualField's are.
 */
export function EnglishField({ english, field, ...props }: EnglishFieldProps) {
  if (!english.isShown) return null
  return <TextField autoComplete="off" id={english.idOf(field)} lang="en" {...props} />
}
