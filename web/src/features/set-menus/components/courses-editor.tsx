import { Ban, Plus, Trash2, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { SET_MENU_LIMITS } from '#domain/catalogues/set-menu.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FieldError } from '../../../components/ui/form-field.tsx'
import { IconButton } from '../../../components/ui/icon-button.tsx'
import { EnglishTextsToggle } from '../../../entities/catalogue/components/english-texts.tsx'
import {
  type ChoiceDraft,
  type CourseDraft,
  type DraftProblems,
  dishNamed,
  emptyChoice,
  emptyCourse,
  isSoldOutNow,
} from '../todays-menu-draft.ts'
import { ChoiceAllergens } from './choice-allergens.tsx'

type Props = {
  courses: CourseDraft[]
  onChange: (courses: CourseDraft[]) => void
  /** Messages (i18n keys) by field path: "courses.0.name", "courses.1.choices". */
  problems: DraftProblems
  /** Names offered while typing a dish. */
  suggestions: readonly string[]
  dishes: readonly Product[]
  /** "Agotado hoy" on a saved dish; absent where dishes cannot be marked yet (a menu not created). */
  soldOut?: { now: Date; onToggle: (choice: ChoiceDraft, soldOut: boolean) => void; pendingId?: string }
}

const inputClasses =
  'h-11 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 hover:border-stone-400 aria-invalid:border-red-600'

/** The menu's courses in order, each with its dishes to choose from: typed, suggested, added and removed. */
export function CoursesEditor({ courses, onChange, problems, suggestions, dishes, soldOut }: Props) {
  const { t } = useTranslation()
  const listId = useId()
  const coursesId = useId()
  const [isEnglishShown, setEnglishShown] = useState(false)
  const change = (index: number, course: CourseDraft) =>
    onChange(courses.map((each, at) => (at === index ? course : each)))
  const englishFilled = courses.reduce(
    (count, course) =>
      count + (course.nameEn.trim() ? 1 : 0) + course.choices.filter((choice) => choice.nameEn.trim()).length,
    0,
  )
  return (
    <div id={coursesId} className="space-y-4">
      <EnglishTextsToggle
        isShown={isEnglishShown}
        onToggle={() => setEnglishShown((shown) => !shown)}
        controls={[coursesId]}
        filledCount={englishFilled}
      />
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {courses.map((course, index) => (
        <CourseCard
          key={course.key}
          course={course}
          index={index}
          listId={listId}
          problems={problems}
          dishes={dishes}
          soldOut={soldOut}
          isEnglishShown={isEnglishShown}
          onChange={(next) => change(index, next)}
          onRemove={courses.length > 1 ? () => onChange(courses.filter((_, at) => at !== index)) : undefined}
        />
      ))}
      {problems.courses ? (
        <FieldError id={`${listId}-courses`}>{t(problems.courses as never)}</FieldError>
      ) : null}
      {courses.length < SET_MENU_LIMITS.courses ? (
        <Button variant="secondary" onClick={() => onChange([...courses, emptyCourse()])}>
          <Plus aria-hidden />
          {t('menus.course.add')}
        </Button>
      ) : null}
    </div>
  )
}

type CardProps = {
  course: CourseDraft
  index: number
  listId: string
  problems: DraftProblems
  dishes: readonly Product[]
  soldOut: Props['soldOut']
  isEnglishShown: boolean
  onChange: (course: CourseDraft) => void
  onRemove: (() => void) | undefined
}

function CourseCard(props: CardProps) {
  const { course, index, listId, problems, dishes, soldOut, isEnglishShown, onChange, onRemove } = props
  const { t } = useTranslation()
  const nameId = useId()
  const englishId = useId()
  const nameProblem = problems[`courses.${index}.name`]
  const choicesProblem = problems[`courses.${index}.choices`]
  const courseLabel = course.name.trim() || t('menus.course.unnamed', { number: index + 1 })
  const setChoice = (at: number, choice: ChoiceDraft) =>
    onChange({ ...course, choices: course.choices.map((each, i) => (i === at ? choice : each)) })
  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <legend className="sr-only">{courseLabel}</legend>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={nameId} className="font-medium text-sm text-stone-700">
            {t('menus.course.name', { number: index + 1 })}
          </label>
          <input
            id={nameId}
            name={`courses.${index}.name`}
            value={course.name}
            onChange={(event) => onChange({ ...course, name: event.target.value })}
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? `${nameId}-error` : undefined}
            className={`${inputClasses} mt-1.5 font-semibold`}
          />
        </div>
        {onRemove ? (
          <IconButton label={t('menus.course.remove', { course: courseLabel })} onClick={onRemove} size="md">
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        ) : null}
      </div>
      {nameProblem ? <FieldError id={`${nameId}-error`}>{t(nameProblem as never)}</FieldError> : null}
      {isEnglishShown ? (
        <div className="mt-2">
          <label htmlFor={englishId} className="text-sm text-stone-600">
            {t('menus.course.nameEn', { course: courseLabel })}
          </label>
          <input
            id={englishId}
            lang="en"
            value={course.nameEn}
            onChange={(event) => onChange({ ...course, nameEn: event.target.value })}
            className={`${inputClasses} mt-1`}
          />
        </div>
      ) : null}
      <ul className="mt-3 space-y-2">
        {course.choices.map((choice, at) => (
          <ChoiceRow
            key={choice.key}
            choice={choice}
            position={at + 1}
            courseLabel={courseLabel}
            path={`courses.${index}.choices.${at}`}
            listId={listId}
            dish={dishNamed(choice.name, dishes)}
            soldOut={soldOut}
            isEnglishShown={isEnglishShown}
            onChange={(next) => setChoice(at, next)}
            onRemove={() => onChange({ ...course, choices: course.choices.filter((_, i) => i !== at) })}
          />
        ))}
      </ul>
      {choicesProblem ? (
        <FieldError id={`${nameId}-choices-error`}>{t(choicesProblem as never)}</FieldError>
      ) : null}
      {course.choices.length < SET_MENU_LIMITS.choices ? (
        <Button
          variant="ghost"
          className="mt-2"
          onClick={() => onChange({ ...course, choices: [...course.choices, emptyChoice()] })}
        >
          <Plus aria-hidden />
          {t('menus.choice.add', { course: courseLabel })}
        </Button>
      ) : null}
    </fieldset>
  )
}

type RowProps = {
  choice: ChoiceDraft
  position: number
  courseLabel: string
  path: string
  listId: string
  dish: Product | undefined
  soldOut: Props['soldOut']
  isEnglishShown: boolean
  onChange: (choice: ChoiceDraft) => void
  onRemove: () => void
}

function ChoiceRow(props: RowProps) {
  const { choice, position, courseLabel, path, listId, dish, soldOut, isEnglishShown, onChange, onRemove } =
    props
  const { t } = useTranslation()
  const inputId = useId()
  const englishId = useId()
  const label = t('menus.choice.label', { course: courseLabel, number: position })
  const isSoldOut = soldOut ? isSoldOutNow(choice, soldOut.now) : false
  return (
    <li className={isSoldOut ? 'rounded-xl bg-stone-50 p-2' : undefined}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        <input
          id={inputId}
          name={`${path}.name`}
          list={listId}
          value={choice.name}
          placeholder={t('menus.choice.placeholder')}
          autoComplete="off"
          onChange={(event) => onChange({ ...choice, name: event.target.value })}
          className={`${inputClasses} ${isSoldOut ? 'text-stone-600 line-through' : ''}`}
        />
        <IconButton label={t('menus.choice.remove', { dish: choice.name || label })} onClick={onRemove}>
          <X aria-hidden className="size-4" />
        </IconButton>
      </div>
      {isEnglishShown ? (
        <div className="mt-1 pr-10 pl-4">
          <label htmlFor={englishId} className="sr-only">
            {t('menus.choice.nameEn', { dish: choice.name || label })}
          </label>
          <input
            id={englishId}
            lang="en"
            value={choice.nameEn}
            placeholder={t('menus.choice.placeholderEn')}
            onChange={(event) => onChange({ ...choice, nameEn: event.target.value })}
            className={`${inputClasses} h-10 text-sm`}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 pl-1">
        {dish ? (
          <p className="mt-1 text-sm text-stone-600">{t('menus.choice.fromCatalogue')}</p>
        ) : choice.name.trim() ? (
          <ChoiceAllergens
            dishName={choice.name}
            value={choice.allergens}
            onChange={(allergens) => onChange({ ...choice, allergens })}
          />
        ) : null}
        {soldOut && choice.id && choice.name === choice.translatedName ? (
          <button
            type="button"
            aria-pressed={isSoldOut}
            disabled={soldOut.pendingId === choice.id}
            onClick={() => soldOut.onToggle(choice, !isSoldOut)}
            className="mt-1 inline-flex items-center gap-1.5 rounded-full border border-stone-300 px-2.5 py-1 font-medium text-stone-700 text-xs hover:bg-stone-100 aria-pressed:border-red-700 aria-pressed:bg-red-50 aria-pressed:text-red-800 disabled:opacity-50"
          >
            <Ban aria-hidden className="size-3.5" />
            {t('menus.choice.soldOut')}
            <span className="sr-only"> · {choice.name}</span>
          </button>
        ) : null}
      </div>
    </li>
  )
}
