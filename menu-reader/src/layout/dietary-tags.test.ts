import { describe, expect, it } from 'vitest'
import { isDietaryTag, leadingTagCount, trailingTagCount, withTagsApart } from './dietary-tags.ts'
import { line } from './test-words.ts'

describe('dietary marks', () => {
  it('knows marks in brackets, alone or together', () => {
    expect(
      ['(V)', '(VG)', '(gf)', '(V, GF)', '(V)(SG)', '(sin gluten)', '(vegano)'].map(isDietaryTag),
    ).toEqual([true, true, true, true, true, true, true])
  })

  it('does not take a count, a note or a bare letter for a mark', () => {
    expect(['(2)', '(para compartir)', 'V', 'VG', '(Arròs Cranc)'].map(isDietaryTag)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('counts the marks ending or opening a line, a mark split over words included', () => {
    expect(trailingTagCount(line('Hummus casero (V) (GF)', 0, 10))).toBe(2)
    expect(trailingTagCount(line('Ensalada (sin gluten)', 0, 10))).toBe(2)
    expect(trailingTagCount(line('Bravas (2)', 0, 10))).toBe(0)
    expect(leadingTagCount(line('(VG) lentils and rice', 0, 10))).toBe(1)
    expect(leadingTagCount(line('lentils (VG)', 0, 10))).toBe(0)
  })
})

describe('withTagsApart', () => {
  it('sets a mark read stuck to a name apart, and leaves other brackets', () => {
    const texts = (text: string) => withTagsApart(line(text, 0, 10)).map((word) => word.text)
    expect(texts('Lubina al horno(SG)')).toEqual(['Lubina', 'al', 'horno', '(SG)'])
    expect(texts('Falafel(V)(VG)')).toEqual(['Falafel', '(V)(VG)'])
    expect(texts('CABRITO AL HORNO(S G)')).toEqual(['CABRITO', 'AL', 'HORNO', '(S G)'])
    expect(texts('Bravas(2)')).toEqual(['Bravas(2)'])
    expect(texts('Pan(de la casa)')).toEqual(['Pan(de', 'la', 'casa)'])
  })
})
