import { describe, expect, it } from 'vitest'
import type { Course } from '#domain/catalogues/set-menu.schema.ts'
import { buildProduct } from '../../entities/catalogue/testing/test-data.ts'
import {
  dishSuggestions,
  draftOf,
  draftOfDay,
  draftProblems,
  emptyChoice,
  emptyCourse,
  toCoursesInput,
} from './todays-menu-draft.ts'

const saved: Course[] = [
  {
    id: 'c1',
    name: 'Primeros',
    translations: { en: { name: 'Starters' } },
    choices: [
      {
        id: 'x1',
        productId: null,
        name: 'Lentejas',
        description: '',
        allergens: ['apio'],
        allergenTraces: [],
        translations: { en: { name: 'Lentil stew' } },
        soldOutUntil: null,
      },
    ],
  },
]
const croquetas = buildProduct({
  id: 'p1',
  name: 'Croquetas de jamón',
  categoryId: 'k',
  allergens: ['gluten', 'lacteos'],
})

describe('the day’s courses as sent', () => {
  it('keeps ids and translations of what is unchanged, and drops the translation of a renamed dish', () => {
    const drafts = draftOf(saved)
    expect(toCoursesInput(drafts, [])[0]).toMatchObject({
      id: 'c1',
      translations: { en: { name: 'Starters' } },
      choices: [{ id: 'x1', name: 'Lentejas', translations: { en: { name: 'Lentil stew' } } }],
    })
    drafts[0]!.choices[0]!.name = 'Gazpacho'
    expect(toCoursesInput(drafts, [])[0]!.choices[0]).toMatchObject({
      id: 'x1',
      name: 'Gazpacho',
      translations: {},
    })
  })

  it('sends an English name typed for a dish, and none left over from the dish it replaced', () => {
    const drafts = draftOf(saved)
    drafts[0]!.choices[0]!.name = 'Gazpacho'
    drafts[0]!.choices.push({ ...emptyChoice(), name: 'Sopa de ajo', nameEn: 'Garlic soup' })
    drafts[0]!.nameEn = 'First courses'
    const [course] = toCoursesInput(drafts, [])
    expect(course!.translations).toEqual({ en: { name: 'First courses' } })
    expect(course!.choices.map((choice) => choice.translations)).toEqual([
      {},
      { en: { name: 'Garlic soup' } },
    ])
  })

  it('links a choice named like a catalogue dish, whatever its case and accents, and drops blank ones', () => {
    const course = emptyCourse('Primeros')
    course.choices = [{ ...emptyChoice(), name: ' croquetas de JAMON ' }, emptyChoice()]
    const [sent] = toCoursesInput([course], [croquetas])
    expect(sent!.choices).toEqual([
      {
        productId: 'p1',
        name: 'croquetas de JAMON',
        description: '',
        allergens: ['gluten', 'lacteos'],
        allergenTraces: [],
        translations: {},
      },
    ])
  })
})

describe('what would be refused', () => {
  it('names a course without dishes or without a name, at its field', () => {
    const unnamed = emptyCourse('')
    unnamed.choices[0]!.name = 'Sopa'
    expect(draftProblems([emptyCourse('Primeros'), unnamed])).toEqual({
      'courses.0.choices': 'menus.errors.choicesRequired',
      'courses.1.name': 'menus.errors.courseNameRequired',
    })
    expect(draftProblems([])).toEqual({ courses: 'menus.errors.coursesRequired' })
  })
})

describe('yesterday’s dishes and suggestions', () => {
  it('takes a past day’s dishes into today’s courses as new choices', () => {
    const today = draftOf(saved)
    const [course] = draftOfDay(
      {
        businessDay: '2026-12-06',
        courses: [{ ...saved[0]!, choices: [{ ...saved[0]!.choices[0]!, id: 'old', name: 'Sopa' }] }],
      },
      today,
    )
    expect(course).toMatchObject({ id: 'c1', name: 'Primeros' })
    expect(course!.choices[0]).toMatchObject({ name: 'Sopa' })
    expect(course!.choices[0]!.id).toBeUndefined()
  })

  it('suggests the catalogue’s dishes and past days’ once each', () => {
    const history = [{ businessDay: '2026-12-06', courses: saved }]
    expect(dishSuggestions([croquetas], [...history, ...history])).toEqual(['Croquetas de jamón', 'Lentejas'])
  })
})
