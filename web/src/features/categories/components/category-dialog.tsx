import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { completeAvailability } from '#domain/catalogues/availability.ts'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { availabilityFieldErrors, flattenErrors } from '../../../entities/catalogue/availability-form.ts'
import { AvailabilityFields } from '../../../entities/catalogue/components/availability-fields.tsx'
import {
  BilingualField,
  EnglishTextsToggle,
  useEnglishTexts,
} from '../../../entities/catalogue/components/english-texts.tsx'
import { SwitchField, TextAreaField } from '../../../entities/catalogue/components/form-controls.tsx'
import { ImageInput } from '../../../entities/catalogue/components/image-input.tsx'
import { englishTranslations } from '../../../entities/catalogue/english-texts.ts'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { describeSaveFailure } from '../../../entities/catalogue/save-failure.ts'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import {
  CATEGORY_LIMITS,
  type CategoryFormInput,
  type CategoryFormOutput,
  CategoryFormSchema,
  categoryFormDefaults,
  toSharedLabels,
} from './category-form.ts'
import { SharedLabelsField } from './shared-labels-field.tsx'
import { useSaveCategory } from './use-save-category.ts'

type Props = {
  catalogueId: string
  /** The category to edit, null for a new one, undefined when the dialog is closed. */
  category: Category | null | undefined
  onClose: () => void
  /** Hears of the saved category, to bring it into view. */
  onSaved: (category: Category) => void
}

/**
 * The category's edit dialog (docs/product-spec.md §2 "Categories", §4): opened on new or edit, Cancelar or
 * Guardar.
 */
export function CategoryDialog({ catalogueId, category, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const isOpen = category !== undefined
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {isOpen ? (
        <DialogContent
          title={category ? t('categories.dialog.editTitle') : t('categories.dialog.newTitle')}
          className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        >
          <CategoryForm catalogueId={catalogueId} initial={category} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

type SizeField = `variantLabels.${number}.${'value' | 'valueEn'}`

type FormProps = { catalogueId: string; initial: Category | null; onSaved: (category: Category) => void }

function CategoryForm({ catalogueId, initial, onSaved }: FormProps) {
  const { t } = useTranslation()
  const save = useSaveCategory(catalogueId)
  // Once created, the category is edited: a retry after a failed image upload must not create it twice.
  const [category, setCategory] = useState(initial)
  const [image, setImage] = useState<ImageDraft>({ file: null, url: initial?.image ?? null })
  const [failure, setFailure] = useState<string | null>(null)
  const alertId = useId()
  const alertRef = useRef<HTMLDivElement>(null)
  const form = useForm<CategoryFormInput, unknown, CategoryFormOutput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: categoryFormDefaults(initial),
  })
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form

  const submit = handleSubmit(async ({ variantLabels, nameEn, descriptionEn, ...rest }) => {
    setFailure(null)
    const values = {
      ...rest,
      ...toSharedLabels(variantLabels),
      translations: englishTranslations({ name: nameEn, description: descriptionEn }),
    }
    try {
      onSaved(await save({ category, values, image, onCreated: setCategory }))
    } catch (error) {
      // A shared size the server refused (`variantLabels.1`) is shown at its field; nothing typed is lost.
      const refused = error instanceof ApiError && error.status === 400 ? (error.fields ?? {}) : {}
      // Their English (`variantLabelTranslations.en.1`) at the size's English box.
      const sizes = Object.entries(refused).flatMap(([field, messages]): [SizeField, string[]][] => {
        const size = /^variantLabels\.(\d+)$/.exec(field)
        const english = /^variantLabelTranslations\.en\.(\d+)$/.exec(field)
        if (size) return [[`variantLabels.${Number(size[1])}.value`, messages]]
        if (english) return [[`variantLabels.${Number(english[1])}.valueEn`, messages]]
        return []
      })
      for (const [field, messages] of sizes) {
        form.setError(field, { type: 'server', message: messages[0] })
      }
      if (sizes.length > 0) return form.setFocus(sizes[0]![0])
      // A refused part of the hours (`availability.dates.0.to`) is shown at its field in the hours editor.
      const hours = availabilityFieldErrors(refused)
      for (const [field, message] of hours) {
        form.setError(field as 'availability', { type: 'server', message })
      }
      if (hours.length > 0) return form.setFocus('availability')
      setFailure(describeSaveFailure(t, error, 'categories.dialog.saveFailed'))
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  })

  const [name, description, nameEn, descriptionEn] = useWatch({
    control,
    name: ['name', 'description', 'nameEn', 'descriptionEn'],
  })
  // The shared sizes' English (decision 061) belong to the same section, each named `size<index>`.
  const sizes = useWatch({ control, name: 'variantLabels' })
  const refusedSize = sizes.findIndex((_, index) => errors.variantLabels?.[index]?.valueEn)
  const english = useEnglishTexts<string>({
    texts: {
      name: nameEn,
      description: descriptionEn,
      ...Object.fromEntries(sizes.map((size, index) => [`size${index}`, size.valueEn])),
    },
    refused: errors.nameEn
      ? 'name'
      : errors.descriptionEn
        ? 'description'
        : refusedSize >= 0
          ? `size${refusedSize}`
          : undefined,
  })
  const hasImageChange = image.file !== null || image.url !== (initial?.image ?? null)
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined)

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-5">
      <LeaveGuard hasUnsavedChanges={(isDirty || hasImageChange) && !isSubmitting} />
      {failure ? (
        <FormAlert id={alertId} ref={alertRef}>
          {failure}
        </FormAlert>
      ) : null}
      <EnglishTextsToggle {...english.toggle} />
      <BilingualField
        english={english}
        field="name"
        original={
          <TextField
            label={t('categories.dialog.name')}
            required
            autoComplete="off"
            placeholder={t('categories.dialog.namePlaceholder')}
            count={{ length: name.length, max: CATEGORY_LIMITS.name }}
            error={fieldError(errors.name?.message)}
            {...register('name')}
          />
        }
        label={t('categories.dialog.nameEn')}
        count={{ length: nameEn.length, max: CATEGORY_LIMITS.name }}
        error={fieldError(errors.nameEn?.message)}
        {...register('nameEn')}
      />
      <BilingualField
        english={english}
        field="description"
        isMultiline
        original={
          <TextAreaField
            label={t('categories.dialog.description')}
            hint={t('categories.dialog.descriptionHint')}
            count={{ length: description.length, max: CATEGORY_LIMITS.description }}
            error={fieldError(errors.description?.message)}
            {...register('description')}
          />
        }
        label={t('categories.dialog.descriptionEn')}
        count={{ length: descriptionEn.length, max: CATEGORY_LIMITS.description }}
        error={fieldError(errors.descriptionEn?.message)}
        {...register('descriptionEn')}
      />
      <Controller
        control={control}
        name="isVisible"
        render={({ field }) => (
          <SwitchField
            label={t('categories.dialog.visible')}
            hint={t('categories.dialog.visibleHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="availability"
        render={({ field }) => (
          <AvailabilityFields
            ref={field.ref}
            value={completeAvailability(field.value)}
            onChange={field.onChange}
            errors={flattenErrors(errors.availability)}
            hint={t('availability.categoryHint')}
          />
        )}
      />
      <SharedLabelsField form={form} english={english} />
      <ImageInput
        label={t('categories.dialog.image')}
        kind="product"
        imageUrl={image.url}
        file={image.file}
        hint={t('categories.dialog.imageHint')}
        onFileChange={(file) => setImage((current) => (file ? { ...current, file } : { file, url: null }))}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('categories.dialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {isSubmitting ? t('categories.dialog.saving') : t('categories.dialog.save')}
        </Button>
      </div>
    </form>
  )
}
