import { describe, expect, it } from 'vitest'
import { acceptColourInput } from './colour-field.tsx'

describe('acceptColourInput', () => {
  it('takes # and up to six hex digits, in either case, or nothing', () => {
    expect(acceptColourInput('')).toBe('')
    expect(acceptColourInput('#')).toBe('#')
    expect(acceptColourInput('#1a2B3c')).toBe('#1a2B3c')
    expect(acceptColourInput(' #ffedd5 ')).toBe('#ffedd5')
  })

  it('refuses names, a seventh digit, non-hex letters and a missing #', () => {
    expect(acceptColourInput('red')).toBeNull()
    expect(acceptColourInput('#1a2b3c4')).toBeNull()
    expect(acceptColourInput('#12g')).toBeNull()
    expect(acceptColourInput('1a2')).toBeNull()
  })

  it('completes six pasted hex digits with their #', () => {
    expect(acceptColourInput('C2410C')).toBe('#C2410C')
  })
})
