import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CODE_LENGTH, normalizeCode } from '#domain/accounts/account.schema.ts'

type Props = {
  /** The characters typed so far (capitals of the code alphabet), at most CODE_LENGTH. */
  value: string
  onChange: (value: string) => void
  /** Ids of the text that describes the boxes (an error message), for screen readers. */
  describedBy?: string
  isInvalid?: boolean
  disabled?: boolean
  autoFocus?: boolean
}

/**
 * The code screen's four one-character boxes (docs/product-spec.md §2 "Recover page", §5): a letter or digit
 * of the code alphabet (read in capitals; look-alikes such as O, 0, I and 1 are never in a code) moves focus
 * to the next box, Backspace on an empty box goes back and clears it, and pasting the whole code fills every
 * box.
 */
export function CodeBoxes({ value, onChange, describedBy, isInvalid, disabled, autoFocus }: Props) {
  const { t } = useTranslation()
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const digits = Array.from({ length: CODE_LENGTH }, (_, index) => value[index] ?? '')

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus()
  const setDigit = (index: number, digit: string) => {
    const next = [...digits]
    next[index] = digit
    onChange(next.join('').slice(0, CODE_LENGTH))
  }

  const onInput = (index: number, typed: string) => {
    const digit = normalizeCode(typed).slice(-1)
    setDigit(index, digit)
    if (digit) focusBox(index + 1)
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A character typed over the same one changes nothing, so no change event would move focus on: do it here.
    const typed = event.key.length === 1 ? normalizeCode(event.key) : ''
    if (typed && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault()
      setDigit(index, typed)
      focusBox(index + 1)
    } else if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      setDigit(index - 1, '')
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = normalizeCode(event.clipboardData.getData('text')).slice(0, CODE_LENGTH)
    if (!pasted) return
    event.preventDefault()
    onChange(pasted)
    focusBox(pasted.length)
  }

  return (
    <fieldset className="flex justify-center gap-3" aria-describedby={describedBy}>
      <legend className="sr-only">{t('accounts.code.legend')}</legend>
      {digits.map((digit, index) => (
        <input
          // The boxes never move or change number: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          name={`code${index + 1}`}
          type="text"
          // Letters and digits: the full keyboard, in capitals where the phone offers it.
          inputMode="text"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          value={digit}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the code screen exists to type this code
          autoFocus={autoFocus && index === 0}
          aria-label={t('accounts.code.digit', { position: index + 1, total: CODE_LENGTH })}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          className="size-14 rounded-xl uppercase border border-stone-300 bg-white text-center font-semibold text-2xl text-stone-900 shadow-sm focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-700/40 aria-[invalid=true]:border-red-700 disabled:opacity-60"
        />
      ))}
    </fieldset>
  )
}
