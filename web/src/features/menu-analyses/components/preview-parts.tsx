import { clsx } from 'clsx'
import { CircleAlert, Sparkles, TriangleAlert, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { REVIEWED_MENU_LIMITS } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { AnalysedMenu } from '../api/analysis-contract.ts'
import { isRestaurantNameTooLong, type ReviewProblem } from '../review-draft.ts'

/** The restaurant's name as read: a title, and a field in edit mode. */
export function RestaurantName({
  name,
  isEditing,
  onRename,
}: {
  name: string
  isEditing: boolean
  onRename: (name: string) => void
}) {
  const { t } = useTranslation()
  if (isEditing) {
    return (
      <TextField
        label={t('menuAnalyses.preview.restaurantName')}
        value={name}
        autoComplete="organization"
        // Never cut: a long name read from the file stays for the owner to shorten, counted and named.
        count={{ length: name.length, max: REVIEWED_MENU_LIMITS.restaurantName }}
        error={
          isRestaurantNameTooLong(name)
            ? t('menuAnalyses.preview.restaurantNameTooLong', { max: REVIEWED_MENU_LIMITS.restaurantName })
            : undefined
        }
        onChange={(event) => onRename(event.target.value)}
      />
    )
  }
  return (
    <p className="font-semibold text-3xl text-stone-900 tracking-tight">
      {name.trim() || (
        <span className="text-stone-500 text-xl italic">{t('menuAnalyses.preview.unnamedRestaurant')}</span>
      )}
    </p>
  )
}

type ActionsProps = {
  problem: ReviewProblem | null
  offersPayment: boolean
  continueLabel?: string
  onStartOver: () => void
  onPay: () => void
  onContinue: () => void
}

/** The preview's way on: another file, the demo payment for visitors, and "Continuar". */
export function PreviewActions({ problem, offersPayment, continueLabel, ...actions }: ActionsProps) {
  const { t } = useTranslation()
  return (
    <>
      {problem ? (
        <p
          role="alert"
          className="mt-6 flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(`menuAnalyses.preview.problems.${problem}`)}
        </p>
      ) : null}
      <div className="mt-8 flex flex-col-reverse gap-3 border-stone-200 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={actions.onStartOver}>
          <Upload aria-hidden />
          {t('menuAnalyses.preview.startOver')}
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {offersPayment ? (
            <Button size="lg" variant="secondary" onClick={actions.onPay}>
              {t('menuAnalyses.preview.payAndContinue')}
            </Button>
          ) : null}
          <Button size="lg" onClick={actions.onContinue}>
            {continueLabel ?? t('menuAnalyses.preview.continue')}
          </Button>
        </div>
      </div>
    </>
  )
}

/**
 * How the menu was read when the deployment's model service took part: by the model, each dish checked
 * against the page's words; or why Vitrina's own reading stands instead (the service failed, or the day's
 * readings with it are spent). Nothing for a menu Vitrina's reader read alone.
 */
export function ReadingBanner({ reading }: { reading: AnalysedMenu['reading'] }) {
  const { t } = useTranslation()
  const message = reading?.notice ?? (reading?.by === 'model' ? 'model' : null)
  if (!message) return null
  // The server names the service whenever a model took part; a bare "IA" should it ever not.
  const service = reading?.service || t('menuAnalyses.preview.reading.unnamedService')
  const isModelReading = message === 'model'
  const Icon = isModelReading ? Sparkles : TriangleAlert
  return (
    <p
      role="status"
      className={clsx(
        'mt-4 flex items-start gap-2.5 rounded-xl px-3.5 py-3 text-sm',
        isModelReading ? 'bg-sky-50 text-sky-900' : 'border border-amber-200 bg-amber-50 text-amber-950',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t(`menuAnalyses.preview.reading.${message}`, { service })}
    </p>
  )
}
