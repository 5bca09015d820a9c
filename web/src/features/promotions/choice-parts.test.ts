import { describe, expect, it } from 'vitest'
import {
  choiceState,
  isPartChosen,
  offersParts,
  type PartedSelection,
  togglePart,
  toggleWhole,
} from './choice-parts.ts'

const pizza = { id: 'pizza', parts: [{ id: 'p-s' }, { id: 'p-m' }, { id: 'p-l' }] }
const wine = { id: 'wine', parts: [{ id: 'w-glass' }, { id: 'w-bottle' }] }
const soup = { id: 'soup' }
const choices = [pizza, wine, soup]
const none: PartedSelection = { selected: [], selectedParts: [] }

describe('a choice chosen whole or by parts', () => {
  it('chooses single parts, in the choices’ order whatever the clicks', () => {
    let selection = togglePart(choices, wine, 'w-bottle', none)
    selection = togglePart(choices, pizza, 'p-l', selection)
    expect(selection).toEqual({ selected: [], selectedParts: ['p-l', 'w-bottle'] })
    expect(choiceState(pizza, selection)).toBe('some')
    expect(choiceState(soup, selection)).toBe('none')
    expect(isPartChosen(pizza, 'p-l', selection)).toBe(true)
    expect(isPartChosen(pizza, 'p-s', selection)).toBe(false)
    expect(togglePart(choices, pizza, 'p-l', selection)).toEqual({
      selected: [],
      selectedParts: ['w-bottle'],
    })
  })

  it('folds its chosen parts into the whole when chosen whole, and drops them when unchosen', () => {
    const some = { selected: ['soup'], selectedParts: ['p-s', 'w-glass'] }
    const whole = toggleWhole(choices, pizza, some)
    expect(whole).toEqual({ selected: ['pizza', 'soup'], selectedParts: ['w-glass'] })
    expect(choiceState(pizza, whole)).toBe('whole')
    expect(isPartChosen(pizza, 'p-m', whole)).toBe(true)
    expect(toggleWhole(choices, pizza, whole)).toEqual({ selected: ['soup'], selectedParts: ['w-glass'] })
  })

  it('turns the whole into "all but this one" when one of its parts is unchosen', () => {
    const whole = { selected: ['pizza'], selectedParts: [] }
    expect(togglePart(choices, pizza, 'p-m', whole)).toEqual({ selected: [], selectedParts: ['p-s', 'p-l'] })
  })

  it('works as a plain list for choices without parts', () => {
    const soupChosen = toggleWhole(choices, soup, none)
    expect(soupChosen).toEqual({ selected: ['soup'], selectedParts: [] })
    expect(toggleWhole(choices, soup, soupChosen)).toEqual(none)
  })

  it('offers the parts of a choice with several, or its one part while that part is reached alone', () => {
    expect(offersParts(pizza.parts, new Set())).toBe(true)
    expect(offersParts([{ id: 'c-1' }], new Set())).toBe(false)
    expect(offersParts([{ id: 'c-1' }], new Set(['p-s', 'c-1']))).toBe(true)
  })
})
