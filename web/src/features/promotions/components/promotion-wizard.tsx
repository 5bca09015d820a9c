import { zodResolver } from '@hookform/resolvers/zod'
import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import type { Failure } from '../../../components/ui/error-popup.tsx'
import { LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { ApiError } from '../../../lib/api.ts'
import { i18n, type MessageKey } from '../../../lib/i18n.ts'
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts'
import { usePromotion } from '../api/get-promotion.ts'
import {
  formFieldOf,
  type PromotionFormOutput,
  type PromotionFormValues,
  promotionFormDefaults,
  promotionFormSchema,
  STEP_FIELDS,
  stepOf,
  type WizardStep,
} from '../promotion-form.ts'
import { ReachStep } from './reach-step.tsx'
import { ImageSaveError, useSavePromotion } from './use-save-promotion.ts'
import { BasicsStep, TypeStep } from './wizard-steps.tsx'

/** What the wizard edits: a saved promotion (read again when it opens), or a new one. */
export type WizardTarget = { promotion: Promotion | null }

type Props = {
  catalogueId: string
  products: Product[]
  categories: Category[]
  currency: string
  timeZone: string
  /** undefined when the wizard is closed. */
  target: WizardTarget | undefined
  onClose: () => void
  onSaved: (promotion: Promotion) => void
  onFailure: (failure: Failure) => void
}

/** Whether the open wizard holds changes, and the name typed, which the question before discarding names. */
type Changes = { hasChanges: boolean; name: string }
const NO_CHANGES: Changes = { hasChanges: false, name: '' }

/**
 * The three-step promotion wizard (docs/product-spec.md §2 "Promotions"): information, type, then products
 * and dates; Descartar and Guardar. Every step keeps its values when the owner goes back, and a failed save
 * keeps the wizard open with everything typed. Descartar, Escape or a click outside closes it at once when
 * nothing changed, and asks first when something did ("¿Descartar los cambios?", Seguir editando focused).
 */
export function PromotionWizard({ target, onClose, ...props }: Props) {
  const { t } = useTranslation()
  const [changes, setChanges] = useState(NO_CHANGES)
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false)
  const discard = () => {
    setIsAskingToDiscard(false)
    onClose()
  }
  // The question opens from Descartar, Escape or a click outside: Seguir editando gives focus back there.
  const askedFrom = useRef<HTMLElement | null>(null)
  const requestClose = () => {
    if (!changes.hasChanges) return onClose()
    askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setIsAskingToDiscard(true)
  }
  const focusWhereAsked = (event: Event) => {
    event.preventDefault()
    if (askedFrom.current?.isConnected) askedFrom.current.focus()
  }
  const formProps = { ...props, onDiscard: requestClose, onChangesChange: setChanges }
  return (
    <Dialog open={target !== undefined} onOpenChange={(open) => (open ? undefined : requestClose())}>
      {target ? (
        <DialogContent
          title={target.promotion ? t('promotions.wizard.editTitle') : t('promotions.wizard.newTitle')}
          className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
        >
          {target.promotion ? (
            <SavedPromotionForm id={target.promotion.id} onClose={onClose} {...formProps} />
          ) : (
            <WizardForm promotion={null} {...formProps} />
          )}
          <ConfirmDialog
            subject={isAskingToDiscard ? changes.name || t('promotions.list.untitled') : null}
            title={t('promotions.discardChanges.title')}
            message={t('promotions.discardChanges.message')}
            confirmLabel={t('promotions.discardChanges.confirm')}
            cancelLabel={t('promotions.discardChanges.cancel')}
            isPending={false}
            onConfirm={discard}
            onCancel={() => setIsAskingToDiscard(false)}
            onCloseAutoFocus={focusWhereAsked}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

type FormProps = Omit<Props, 'target' | 'onClose'> & {
  /** Descartar: closes, or asks first when something changed. */
  onDiscard: () => void
  /** Told whenever the form's changes come or go, and that none are left when it closes. */
  onChangesChange: (changes: Changes) => void
}

/** Reads the promotion as saved now; if it cannot, says so in the popup and closes. */
function SavedPromotionForm({ id, onClose, ...props }: FormProps & { id: string; onClose: () => void }) {
  const { t } = useTranslation()
  const promotion = usePromotion(id)
  const { onFailure } = props
  // Said once, from the failed read, and the wizard closes: there is nothing it could edit.
  useEffect(() => {
    if (!promotion.isError) return
    onFailure({ messages: ['promotions.popup.load'] })
    onClose()
  }, [promotion.isError, onFailure, onClose])
  if (!promotion.data) return <LoadingState message={t('promotions.wizard.loading')} />
  return <WizardForm promotion={promotion.data} {...props} />
}

function WizardForm({
  promotion: saved,
  catalogueId,
  products,
  categories,
  currency,
  timeZone,
  onSaved,
  onFailure,
  onDiscard,
  onChangesChange,
}: FormProps & { promotion: Promotion | null }) {
  const save = useSavePromotion(catalogueId)
  // Once created, the promotion is edited: a retry after a failure must not create it twice.
  const [promotion, setPromotion] = useState(saved)
  const [step, setStep] = useState<WizardStep>(1)
  const [image, setImage] = useState<ImageDraft>({ file: null, url: saved?.imagen ?? null })
  const stepHeadingId = useId()
  const focusAfterRender = useFocusAfterRender()
  const resolver = useMemo(
    () => zodResolver(promotionFormSchema({ timeZone, products })),
    [timeZone, products],
  )
  const form = useForm<PromotionFormValues, unknown, PromotionFormOutput>({
    resolver,
    defaultValues: promotionFormDefaults(saved, timeZone),
  })
  const { isSubmitting, isDirty } = form.formState
  const hasImageChange = image.file !== null || image.url !== (saved?.imagen ?? null)
  const hasChanges = isDirty || hasImageChange
  const name = form.watch('nombre')
  useEffect(() => onChangesChange({ hasChanges, name }), [onChangesChange, hasChanges, name])
  useEffect(() => () => onChangesChange(NO_CHANGES), [onChangesChange])

  const turnTo = (next: WizardStep) => {
    setStep(next)
    // Each step announces itself where focus lands, so a screen reader knows the step changed.
    focusAfterRender(stepHeadingId)
  }
  const goNext = async () => {
    if (step === 3) return
    if (await form.trigger(STEP_FIELDS[step], { shouldFocus: true })) turnTo((step + 1) as WizardStep)
  }

  const showRefusals = (fields: Record<string, string[]>): boolean => {
    let first: WizardStep | null = null
    for (const [serverField, messages] of Object.entries(fields)) {
      const field = formFieldOf(serverField)
      if (!field) continue
      const key = messages[0] ?? ''
      const message = i18n.exists(key) ? key : 'promotions.errors.notInCatalogue'
      form.setError(field, { type: 'server', message })
      first = Math.min(first ?? 3, stepOf(field)) as WizardStep
    }
    if (first !== null) turnTo(first)
    return first !== null
  }

  const submit = form.handleSubmit(
    async (values) => {
      try {
        onSaved(await save({ promotion, values, image, onImageUploaded: setImage, onCreated: setPromotion }))
      } catch (error) {
        // A refusal the server names at a field is shown there, as the browser's own checks are.
        if (error instanceof ApiError && error.status === 400 && error.fields && showRefusals(error.fields))
          return
        onFailure(describeFailure(error, promotion !== null))
      }
    },
    (errors) => {
      const fields = Object.keys(errors)
      if (fields.length > 0) turnTo(Math.min(...fields.map(stepOf)) as WizardStep)
    },
  )

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (step === 3) return submit(event)
        // Enter on steps 1 and 2 goes on, as Siguiente does.
        event.preventDefault()
        void goNext()
      }}
      className="mt-4 space-y-5"
    >
      <LeaveGuard hasUnsavedChanges={hasChanges && !isSubmitting} />
      <StepHeading id={stepHeadingId} step={step} />
      {step === 1 ? <BasicsStep form={form} image={image} onImageChange={setImage} /> : null}
      {step === 2 ? <TypeStep form={form} currency={currency} /> : null}
      {step === 3 ? (
        <ReachStep
          form={form}
          products={products}
          categories={categories}
          currency={currency}
          timeZone={timeZone}
        />
      ) : null}
      <StepButtons
        step={step}
        isSaving={isSubmitting}
        onPrevious={() => turnTo((step - 1) as WizardStep)}
        onDiscard={onDiscard}
      />
    </form>
  )
}

// The server's image refusals (image_too_large, unsupported_…) say exactly what to change, in the owner's language.
const IMAGE_CODE = /^(image_|unsupported_)/

/** The popup's words for a failed save: what could not be done, then the spec's save-failure message. */
function describeFailure(error: unknown, isUpdate: boolean): Failure {
  const cause = error instanceof ImageSaveError ? error.cause : error
  if (cause instanceof ApiError && cause.status === 0) return { messages: ['promotions.popup.network'] }
  if (error instanceof ImageSaveError || (cause instanceof ApiError && cause.fields?.imagen)) {
    const detail = cause instanceof ApiError && IMAGE_CODE.test(cause.code) ? cause.message : undefined
    return { messages: ['promotions.popup.image'], detail }
  }
  const what: MessageKey = isUpdate ? 'promotions.popup.update' : 'promotions.popup.create'
  // A state of the catalogue (409: it holds 200 promotions already): the server's words say what to do.
  if (cause instanceof ApiError && cause.status === 409) return { messages: [what], detail: cause.message }
  return { messages: [what, 'promotions.popup.saveFailed'] }
}

const STEP_NAMES = {
  1: 'promotions.wizard.steps.basics',
  2: 'promotions.wizard.steps.type',
  3: 'promotions.wizard.steps.reach',
} as const

function StepHeading({ id, step }: { id: string; step: WizardStep }) {
  const { t } = useTranslation()
  return (
    <div>
      <h3 id={id} tabIndex={-1} className="font-medium text-sm text-stone-600 outline-none">
        {t('promotions.wizard.step', { step, name: t(STEP_NAMES[step]) })}
      </h3>
      <div aria-hidden className="mt-2 grid grid-cols-3 gap-1.5">
        {([1, 2, 3] as const).map((each) => (
          <span
            key={each}
            className={each <= step ? 'h-1 rounded-full bg-brand-600' : 'h-1 rounded-full bg-stone-200'}
          />
        ))}
      </div>
    </div>
  )
}

type StepButtonsProps = {
  step: WizardStep
  isSaving: boolean
  onPrevious: () => void
  onDiscard: () => void
}

/** Descartar (closes, asking first if something changed) or Anterior; Siguiente or Guardar (both submit). */
function StepButtons({ step, isSaving, onPrevious, onDiscard }: StepButtonsProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-between">
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="ghost" onClick={onDiscard}>
          {t('promotions.wizard.discard')}
        </Button>
        {step > 1 ? (
          <Button variant="secondary" onClick={onPrevious}>
            <ChevronLeft aria-hidden />
            {t('promotions.wizard.previous')}
          </Button>
        ) : null}
      </div>
      {step < 3 ? (
        <Button type="submit">
          {t('promotions.wizard.next')}
          <ChevronRight aria-hidden />
        </Button>
      ) : (
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {isSaving ? t('promotions.wizard.saving') : t('promotions.wizard.save')}
        </Button>
      )}
    </div>
  )
}
