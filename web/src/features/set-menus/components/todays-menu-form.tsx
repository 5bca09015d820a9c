import { CircleCheck, LoaderCircle } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '#domain/catalogues/product.schema.ts'
import type { TodaysMenu } from '#domain/catalogues/todays-menu.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { describeSaveFailure } from '../../../entities/catalogue/save-failure.ts'
import { ApiError } from '../../../lib/api.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { usePublishTodaysMenu, useSetChoiceSoldOut } from '../api/todays-menu.ts'
import {
  type ChoiceDraft,
  type CourseDraft,
  type DraftProblems,
  draftOf,
  draftOfDay,
  draftProblems,
  toCoursesInput,
} from '../todays-menu-draft.ts'
import { CoursesEditor } from './courses-editor.tsx'
import { DayPicture } from './day-picture.tsx'
import { focusFirstProblem } from './new-set-menu-form.tsx'

type Props = {
  catalogueId: string
  today: TodaysMenu
  dishes: Product[]
  suggestions: readonly string[]
  currency: string
  slug: string
  /** Whether the catalogue is the live one: its picture is public only then. */
  isLive: boolean
}

/** A business date ("2026-12-07") in the owner's words: "lunes, 7 de diciembre". */
function dayInWords(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

/**
 * "Menú de hoy": the menu's courses as last published, edited in one screen (a dish swapped by typing, the
 * catalogue's and past days' dishes suggested, a past day's dishes taken whole) and published at once; each
 * saved dish marked "Agotado hoy" in one tap; and the day's picture to share.
 */
export function TodaysMenuForm({ catalogueId, today, dishes, suggestions, currency, slug, isLive }: Props) {
  const { t } = useTranslation()
  const language = getCurrentLanguage()
  const format = usePriceFormat(currency, language)
  const menu = today.menu
  const publish = usePublishTodaysMenu(catalogueId, menu.id)
  const markSoldOut = useSetChoiceSoldOut(catalogueId, menu.id)
  const [courses, setCourses] = useState<CourseDraft[]>(() => draftOf(menu.courses))
  const [problems, setProblems] = useState<DraftProblems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [publishedAt, setPublishedAt] = useState(0)
  const [pictureVersion, setPictureVersion] = useState(0)
  const alertId = useId()
  const historyId = useId()

  const saved = useMemo(
    () => JSON.stringify(toCoursesInput(draftOf(menu.courses), dishes)),
    [menu.courses, dishes],
  )
  const isDirty = JSON.stringify(toCoursesInput(courses, dishes)) !== saved

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFailure(null)
    setPublishedAt(0)
    const found = draftProblems(courses)
    setProblems(found)
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstProblem(found))
      return
    }
    try {
      const answer = await publish.mutateAsync(toCoursesInput(courses, dishes))
      setCourses(draftOf(answer.menu.courses))
      setPublishedAt(Date.now())
      setPictureVersion((version) => version + 1)
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        const atFields = Object.fromEntries(
          Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? '']),
        )
        setProblems(atFields)
        requestAnimationFrame(() => focusFirstProblem(atFields))
        return
      }
      setFailure(describeSaveFailure(t, error, 'menus.errors.publishFailed'))
    }
  }

  const toggleSoldOut = async (choice: ChoiceDraft, soldOut: boolean) => {
    if (!choice.id) return
    setFailure(null)
    try {
      const answer = await markSoldOut.mutateAsync({ choiceId: choice.id, soldOut })
      const marks = new Map(
        answer.courses.flatMap((course) => course.choices.map((each) => [each.id, each.soldOutUntil])),
      )
      setCourses((current) =>
        current.map((course) => ({
          ...course,
          choices: course.choices.map((each) =>
            each.id && marks.has(each.id) ? { ...each, soldOutUntil: marks.get(each.id) ?? null } : each,
          ),
        })),
      )
    } catch (error) {
      setFailure(describeSaveFailure(t, error, 'menus.errors.soldOutFailed'))
    }
  }

  const prices = menu.variants
    .filter((variant) => variant.price !== null)
    .map((variant) => (variant.label ? `${variant.label} ${format(variant.price!)}` : format(variant.price!)))
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form noValidate onSubmit={submit} className="space-y-5">
        <LeaveGuard hasUnsavedChanges={isDirty && !publish.isPending} />
        <header className="space-y-1">
          <h2 className="font-semibold text-stone-900 text-xl">{menu.name}</h2>
          <p className="text-stone-600">
            {t('menus.today.date', { date: dayInWords(today.businessDay, language) })}
            {prices.length > 0 ? ` · ${prices.join(' · ')}` : ''}
          </p>
          {menu.includes.length > 0 ? (
            <p className="text-sm text-stone-600">
              {t('menus.today.includes', { list: menu.includes.join(', ') })}
            </p>
          ) : null}
        </header>
        {today.history.length > 0 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={historyId} className="font-medium text-sm text-stone-700">
              {t('menus.today.reuse')}
            </label>
            <select
              id={historyId}
              value=""
              onChange={(event) => {
                const day = today.history.find((each) => each.businessDay === event.target.value)
                if (day) setCourses((current) => draftOfDay(day, current))
              }}
              className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm"
            >
              <option value="">{t('menus.today.reusePlaceholder')}</option>
              {today.history.map((day) => (
                <option key={day.businessDay} value={day.businessDay}>
                  {dayInWords(day.businessDay, language)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {failure ? <FormAlert id={alertId}>{failure}</FormAlert> : null}
        <CoursesEditor
          courses={courses}
          onChange={(next) => {
            setCourses(next)
            setPublishedAt(0)
          }}
          problems={problems}
          suggestions={suggestions}
          dishes={dishes}
          soldOut={{ now: new Date(), onToggle: toggleSoldOut, pendingId: markSoldOut.variables?.choiceId }}
        />
        <div className="sticky bottom-0 -mx-4 border-stone-200 border-t bg-stone-50/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <Button type="submit" size="lg" disabled={publish.isPending} className="w-full sm:w-auto">
            {publish.isPending ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
            {publish.isPending ? t('menus.today.publishing') : t('menus.today.publish')}
          </Button>
          <p role="status" className="mt-2 flex items-center gap-1.5 text-emerald-800 text-sm empty:hidden">
            {publishedAt > 0 ? (
              <>
                <CircleCheck aria-hidden className="size-4" />
                {t('menus.today.published')}
              </>
            ) : null}
          </p>
        </div>
      </form>
      <aside>
        {isLive ? (
          <DayPicture
            slug={slug}
            menuId={menu.id}
            menuName={menu.name}
            businessDay={today.businessDay}
            version={pictureVersion}
          />
        ) : (
          <p className="text-sm text-stone-600">{t('menus.picture.notLive')}</p>
        )}
      </aside>
    </div>
  )
}
