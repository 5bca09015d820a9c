import { describe, expect, it } from 'vitest'
import { toPhaseProgress } from './progress.ts'

describe('toPhaseProgress', () => {
  it('fills analyzing 30–60 while the words are read, sectioning 60–90 while they are structured', () => {
    expect(toPhaseProgress({ phase: 'reading', percent: 5 })).toEqual({ phase: 'analyzing', progress: 32 })
    expect(toPhaseProgress({ phase: 'recognising', percent: 45 })).toEqual({
      phase: 'analyzing',
      progress: 47,
    })
    expect(toPhaseProgress({ phase: 'recognising', percent: 80 })).toEqual({
      phase: 'analyzing',
      progress: 60,
    })
    expect(toPhaseProgress({ phase: 'structuring', percent: 85 })).toEqual({
      phase: 'sectioning',
      progress: 68,
    })
    expect(toPhaseProgress({ phase: 'structuring', percent: 100 })).toEqual({
      phase: 'sectioning',
      progress: 90,
    })
    expect(toPhaseProgress({ phase: 'pictures', percent: 100 })).toEqual({
      phase: 'sectioning',
      progress: 90,
    })
  })
})
