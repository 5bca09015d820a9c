import { describe, expect, it } from 'vitest'
import { pageWindow } from './page-window.ts'

describe('page window', () => {
  it('shows at most five pages, the current one in the middle away from the edges', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(4, 20)).toEqual([2, 3, 4, 5, 6])
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12])
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20])
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20])
  })

  it('shows every page when there are five or fewer, and none when there are none', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(1, 0)).toEqual([])
  })

  it('keeps a page out of range inside the window', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5])
  })
})
