import { describe, expect, it } from 'vitest'
import { countUpValue } from './count-up-value.ts'

describe('countUpValue', () => {
  it('starts at 0, eases out and settles on the target after 1.5 s', () => {
    expect(countUpValue(2000, 0)).toBe(0)
    // Half the time gives most of the figure: the count slows as it nears it.
    expect(countUpValue(2000, 750)).toBe(1750)
    expect(countUpValue(2000, 1500)).toBe(2000)
    expect(countUpValue(2000, 60_000)).toBe(2000)
  })
})
