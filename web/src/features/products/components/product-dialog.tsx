import { zodResolver } from '@hookform/resolvers/zod'
import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { describeSaveFailure } from '../../../entities/catalogue/save-failure.ts'
import { ApiError } from '../../../lib/api.ts'
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts'
import { ProductDetailsPage, ProductEssentialsPage } from './product-dialog-pages.tsx'
import {
  FIRST_PAGE_FIELDS,
  type ProductFormApi,
  type ProductFormInput,
  type ProductFormOutput,
  productFormDefaults,
  productFormSchema,
} from './product-form.ts'
import { useSaveProduct } from './use-save-product.ts'

/** What the dialog edits: a product, or a new one in a category. */
export type ProductDialogTarget = { product: Product | null; categoryId: string }

type Props = {
  catalogueId: string
  categories: Category[]
  currency: string
  /** undefined when the dialog is closed. */
  target: ProductDialogTarget | undefined
  onClose: () => void
  onSaved: (product: Product) => void
}

/**
 * The two-page product dialog (docs/product-spec.md §2 "Products", §4): page 1 or 2, with Anterior and
 * Siguiente.
 */
export function ProductDialog({ target, onClose, ...props }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open={target !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={target.product ? t('products.dialog.editTitle') : t('products.dialog.newTitle')}
          // Room for three allergen tiles a row, and for the English texts beside the originals
          // (decision 053).
          className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
        >
          <ProductForm target={target} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

type FormProps = Omit<Props, 'target' | 'onClose'> & { target: ProductDialogTarget }

function ProductForm({ catalogueId, categories, currency, target, onSaved }: FormProps) {
  const { t } = useTranslation()
  const save = useSaveProduct(catalogueId)
  // Once created, the product is edited: a retry after a failed image upload must not create it twice.
  const [product, setProduct] = useState(target.product)
  const [page, setPage] = useState<1 | 2>(1)
  const [image, setImage] = useState<ImageDraft>({ file: null, url: target.product?.image ?? null })
  const [failure, setFailure] = useState<string | null>(null)
  const alertId = useId()
  const alertRef = useRef<HTMLDivElement>(null)
  const pageHeadingId = useId()
  const focusAfterRender = useFocusAfterRender()
  const resolver = useMemo(() => zodResolver(productFormSchema(currency)), [currency])
  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver,
    defaultValues: productFormDefaults(target.product, target.categoryId),
  })
  const { isSubmitting, isDirty } = form.formState
  const hasImageChange = image.file !== null || image.url !== (target.product?.image ?? null)

  const turnTo = (next: 1 | 2) => {
    setPage(next)
    // Each page announces itself where focus lands, so a screen reader knows the page changed.
    focusAfterRender(pageHeadingId)
  }

  const goNext = async () => {
    if (await form.trigger(FIRST_PAGE_FIELDS, { shouldFocus: true })) turnTo(2)
  }

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null)
      try {
        onSaved(await save({ product, values, image, onCreated: setProduct }))
      } catch (error) {
        // A refusal naming its fields (`variants.1.label`) is shown at them, on their page.
        const fields = error instanceof ApiError && error.status === 400 ? showAtFields(form, error) : []
        if (fields.length > 0) {
          const onFirst = fields.filter(isOnFirstPage)
          setPage(onFirst.length > 0 ? 1 : 2)
          const first = (onFirst[0] ?? fields[0]) as Parameters<ProductFormApi['setFocus']>[0]
          requestAnimationFrame(() => form.setFocus(first))
          return
        }
        setFailure(describeSaveFailure(t, error, 'products.dialog.saveFailed'))
        requestAnimationFrame(() => alertRef.current?.focus())
      }
    },
    // Show the first mistake's page: the first page's fields, else the second page's.
    (errors) => {
      if (FIRST_PAGE_FIELDS.some((field) => errors[field])) turnTo(1)
    },
  )

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (page === 2) return submit(event)
        // Enter on the first page goes on to the second, as Siguiente does.
        event.preventDefault()
        void goNext()
      }}
      className="mt-4 space-y-5"
    >
      <LeaveGuard hasUnsavedChanges={(isDirty || hasImageChange) && !isSubmitting} />
      <h3 id={pageHeadingId} tabIndex={-1} className="font-medium text-sm text-stone-600 outline-none">
        {t('products.dialog.page', { page, total: 2 })}
        {' · '}
        {page === 1 ? t('products.dialog.essentials') : t('products.dialog.details')}
      </h3>
      {failure ? (
        <FormAlert id={alertId} ref={alertRef}>
          {failure}
        </FormAlert>
      ) : null}
      {page === 1 ? (
        <ProductEssentialsPage form={form} categories={categories} currency={currency} />
      ) : (
        <ProductDetailsPage form={form} currency={currency} image={image} onImageChange={setImage} />
      )}
      <PageButtons page={page} isSaving={isSubmitting} onPrevious={() => turnTo(1)} />
    </form>
  )
}

const isOnFirstPage = (field: string) => FIRST_PAGE_FIELDS.some((name) => field.split('.')[0] === name)

// The single-price shape's names, as the server may name them, are the first variant's fields here; the
// English texts' are their own fields (a size's `variants.1.translations.en.label` is `variants.1.labelEn`).
const FORM_FIELD: Record<string, string> = {
  price: 'variants.0.price',
  specialPrice: 'variants.0.specialPrice',
  'translations.en.name': 'nameEn',
  'translations.en.description': 'descriptionEn',
}

/**
 * Whether the form shows a message at this field: one of its inputs (`name`, `variants.1.label`,
 * `optionGroups.0.options.2.priceDelta`), or a list that says its own ("variants", a group's options). An id
 * (`variants.0.id`) or any other name has no place on screen.
 */
function isShownField(form: ProductFormApi, field: string): boolean {
  if (field === 'variants' || /^optionGroups\.\d+\.options$/.test(field)) return true
  const value = field
    .split('.')
    .reduce<unknown>(
      (parent, key) => (parent as Record<string, unknown> | undefined)?.[key],
      form.getValues(),
    )
  return typeof value === 'string' && !field.endsWith('.id')
}

/**
 * Puts a 400's field messages (`{ 'variants.1.label': ['products.errors.variantLabelDuplicate'] }`) at those
 * fields; answers the fields shown. A message for no field on screen is left out: with none shown, the
 * dialog says it could not save. Nothing typed is lost: the form keeps its values.
 */
function showAtFields(form: ProductFormApi, error: ApiError): string[] {
  const shown: string[] = []
  for (const [serverField, messages] of Object.entries(error.fields ?? {})) {
    const field = FORM_FIELD[serverField] ?? serverField.replace(/\.translations\.en\.(label|name)$/, '.$1En')
    if (!isShownField(form, field)) continue
    form.setError(field as Parameters<ProductFormApi['setError']>[0], {
      type: 'server',
      message: messages[0] ?? error.message,
    })
    shown.push(field)
  }
  return shown
}

type PageButtonsProps = { page: 1 | 2; isSaving: boolean; onPrevious: () => void }

/** Page 1: Cancelar and Siguiente; page 2: Anterior and Guardar (both submit the form, see onSubmit). */
function PageButtons({ page, isSaving, onPrevious }: PageButtonsProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-between">
      {page === 1 ? (
        <DialogClose asChild>
          <Button variant="secondary">{t('products.dialog.cancel')}</Button>
        </DialogClose>
      ) : (
        <Button variant="secondary" onClick={onPrevious}>
          <ChevronLeft aria-hidden />
          {t('products.dialog.previous')}
        </Button>
      )}
      {page === 1 ? (
        <Button type="submit">
          {t('products.dialog.next')}
          <ChevronRight aria-hidden />
        </Button>
      ) : (
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {isSaving ? t('products.dialog.saving') : t('products.dialog.save')}
        </Button>
      )}
    </div>
  )
}
