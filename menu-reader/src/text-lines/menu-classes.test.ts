import { describe, expect, it } from 'vitest'
import { findMenuClasses, isMenuCharacter } from './menu-classes.ts'

describe('isMenuCharacter', () => {
  it('takes Latin letters, digits, the signs menus print and the space', () => {
    for (const text of [
      'a',
      'Z',
      'é',
      'Ó',
      'ü',
      'ñ',
      'ā',
      '7',
      '$',
      '€',
      '∈',
      '%',
      '.',
      '(',
      '½',
      '¿',
      '!',
      'ª',
      '¢',
      '₡',
      '«',
      '@',
      ' ',
    ]) {
      expect(isMenuCharacter(text), text).toBe(true)
    }
  })

  it('leaves out other scripts and signs no menu prints', () => {
    for (const text of ['茸', '的', 'Я', 'π', 'ǒ', '※', '→', '≤', '）', '', 'ab']) {
      expect(isMenuCharacter(text), text).toBe(false)
    }
  })
})

describe('findMenuClasses', () => {
  it('allows the blank and the menu characters of an alphabet', () => {
    expect([...findMenuClasses(['', '茸', 'a', '的', '€', ' '])]).toEqual([1, 0, 1, 0, 1, 1])
  })
})
