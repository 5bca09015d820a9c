import { LoaderCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { DEFAULT_COURSE_NAMES } from '#domain/catalogues/set-menu.schema.ts'
import { fitsMinorUnit, VARIANT_MESSAGES } from '#domain/catalogues/variant.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { useCreateProduct } from '../../../entities/catalogue/api/create-product.ts'
import { describeSaveFailure } from '../../../entities/catalogue/save-failure.ts'
import { ApiError } from '../../../lib/api.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import {
  type CourseDraft,
  type DraftProblems,
  draftProblems,
  emptyCourse,
  toCoursesInput,
} from '../todays-menu-draft.ts'
import { CoursesEditor } from './courses-editor.tsx'

type Props = {
  catalogueId: string
  categories: Category[]
  dishes: Product[]
  currency: string
  suggestions: readonly string[]
  onCreated: (menu: Product) => void
}

/** A typed price as an exact decimal, or the message that refuses it. */
function readPrice(
  typed: string,
  currency: string,
  required: boolean,
): { price: string | null; problem?: string } {
  if (typed.trim() === '')
    return required ? { price: null, problem: 'menus.errors.priceRequired' } : { price: null }
  const decimal = parseDecimal(typed)
  if (decimal === null) return { price: null, problem: VARIANT_MESSAGES.price }
  if (!fitsMinorUnit(decimal, currency)) return { price: null, problem: VARIANT_MESSAGES.minorUnit }
  return { price: decimal }
}

/**
 * "Nuevo menú del día": its name, the category it shows in, its price (and a "medio menú" one if served),
 * what the price includes and its courses, with a dish or more each. Saved at once; today's dishes are then
 * edited on the same screen.
 */
export function NewSetMenuForm({ catalogueId, categories, dishes, currency, suggestions, onCreated }: Props) {
  const { t } = useTranslation()
  const create = useCreateProduct(catalogueId)
  const alertId = useId()
  const [name, setName] = useState(() => t('menus.new.defaultName'))
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? '')
  const [price, setPrice] = useState('')
  const [halfPrice, setHalfPrice] = useState('')
  const [includes, setIncludes] = useState(() => t('menus.new.defaultIncludes'))
  // Spanish course names start with their English (the template's categories do the same).
  const [courses, setCourses] = useState<CourseDraft[]>(() =>
    getCurrentLanguage() === 'es'
      ? DEFAULT_COURSE_NAMES.map((course) => emptyCourse(course.name, course.translations.en.name))
      : [
          emptyCourse(t('menus.new.firsts')),
          emptyCourse(t('menus.new.seconds')),
          emptyCourse(t('menus.new.desserts')),
        ],
  )
  const [problems, setProblems] = useState<DraftProblems>({})
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const full = readPrice(price, currency, true)
    const half = readPrice(halfPrice, currency, false)
    const found: DraftProblems = { ...draftProblems(courses) }
    if (!name.trim()) found.name = 'menus.errors.nameRequired'
    if (full.problem) found.price = full.problem
    if (half.problem) found.halfPrice = half.problem
    setProblems(found)
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstProblem(found))
      return
    }
    const variants = half.price
      ? [
          { label: t('menus.new.fullLabel'), price: full.price },
          { label: t('menus.new.halfLabel'), price: half.price },
        ]
      : [{ label: '', price: full.price }]
    try {
      const menu = await create.mutateAsync({
        kind: 'menu',
        categoryId,
        name: name.trim(),
        variants,
        includes: includes
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
        courses: toCoursesInput(courses, dishes),
      })
      onCreated(menu)
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        const atFields = Object.fromEntries(
          Object.entries(error.fields).map(([field, messages]) => [
            field.replace(/^variants\.0\./, '').replace(/^variants\.1\.price$/, 'halfPrice'),
            messages[0] ?? '',
          ]),
        )
        setProblems(atFields)
        requestAnimationFrame(() => focusFirstProblem(atFields))
        return
      }
      setFailure(describeSaveFailure(t, error, 'menus.errors.saveFailed'))
    }
  }

  const problem = (field: string) => (problems[field] ? t(problems[field] as never) : undefined)
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-stone-600">{t('menus.new.intro')}</p>
      {failure ? <FormAlert id={alertId}>{failure}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('menus.new.name')}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem('name')}
          required
        />
        <SelectField
          label={t('menus.new.category')}
          name="categoryId"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('menus.new.price')}
          name="price"
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={problem('price')}
          required
        />
        <TextField
          label={t('menus.new.halfPrice')}
          name="halfPrice"
          inputMode="decimal"
          value={halfPrice}
          onChange={(event) => setHalfPrice(event.target.value)}
          error={problem('halfPrice')}
          hint={t('menus.new.halfPriceHint')}
        />
      </div>
      <TextField
        label={t('menus.new.includes')}
        name="includes"
        value={includes}
        onChange={(event) => setIncludes(event.target.value)}
        hint={t('menus.new.includesHint')}
      />
      <CoursesEditor
        courses={courses}
        onChange={setCourses}
        problems={problems}
        suggestions={suggestions}
        dishes={dishes}
      />
      <Button type="submit" size="lg" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {create.isPending ? t('menus.new.creating') : t('menus.new.create')}
      </Button>
    </form>
  )
}

/** Puts focus on the first field named by `problems`, in the page's order. */
export function focusFirstProblem(problems: DraftProblems) {
  const fields = Object.keys(problems)
  const first = [...document.querySelectorAll<HTMLElement>('[name]')].find((element) =>
    fields.some((field) => {
      const name = element.getAttribute('name') ?? ''
      return name === field || (field.endsWith('.choices') && name.startsWith(`${field}.`))
    }),
  )
  first?.focus()
}
