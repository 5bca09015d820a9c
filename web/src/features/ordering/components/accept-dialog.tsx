import { clsx } from 'clsx'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'

/** The kitchen's usual times, in minutes; 15 unless the cook says otherwise. */
export const QUICK_MINUTES = [10, 15, 20, 30, 45] as const
export const DEFAULT_READY_MINUTES = 15
const MAX_READY_MINUTES = 240

type Props = {
  number: number
  isPending: boolean
  onAccept: (readyInMinutes: number) => void
  onCloseAutoFocus: (event: Event) => void
}

/**
 * «¿En cuántos minutos estará listo?»: a usual time in one tap, or any whole number of minutes (1–240), then
 * the order is accepted with it. Rendered inside a controlled Dialog: focus stays inside, Escape closes.
 */
export function AcceptDialog({ number, isPending, onAccept, onCloseAutoFocus }: Props) {
  const { t } = useTranslation()
  const [minutes, setMinutes] = useState(String(DEFAULT_READY_MINUTES))
  const [isInvalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = Number(minutes)
    if (!Number.isInteger(value) || value < 1 || value > MAX_READY_MINUTES) return setInvalid(true)
    onAccept(value)
  }
  return (
    <DialogContent title={t('ordering.orders.accept.title', { number })} onCloseAutoFocus={onCloseAutoFocus}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <fieldset>
          <legend className="font-medium text-stone-900">{t('ordering.orders.accept.question')}</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {QUICK_MINUTES.map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={minutes === String(choice)}
                onClick={() => {
                  setMinutes(String(choice))
                  setInvalid(false)
                }}
                className={clsx(
                  'h-11 min-w-16 rounded-xl border px-3 font-medium tabular-nums',
                  'focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
                  minutes === String(choice)
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
                )}
              >
                {t('ordering.orders.accept.minutesOption', { minutes: choice })}
              </button>
            ))}
          </div>
          <TextField
            className="mt-4 max-w-40"
            label={t('ordering.orders.accept.minutes')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_READY_MINUTES}
            required
            value={minutes}
            onChange={(event) => {
              setMinutes(event.target.value)
              setInvalid(false)
            }}
            error={isInvalid ? t('ordering.orders.accept.invalid') : undefined}
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('ordering.orders.accept.cancel')}</Button>
          </DialogClose>
          <Button type="submit" disabled={isPending}>
            {t('ordering.orders.accept.confirm')}
          </Button>
        </div>
      </form>
    </DialogContent>
  )
}
