import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useIsAhead } from './use-is-ahead.ts'

describe('useIsAhead', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds until the instant passes, then turns false on its own', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T23:59:00-05:00') })
    const { result } = renderHook(() => useIsAhead('2026-06-02T05:00:00.000Z'))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(59_000))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).toBe(false)
  })

  it('is false for no instant and for one already past', () => {
    expect(renderHook(() => useIsAhead(null)).result.current).toBe(false)
    expect(renderHook(() => useIsAhead(new Date(Date.now() - 1).toISOString())).result.current).toBe(false)
  })
})
