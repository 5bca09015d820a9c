import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StatsBand } from './stats-band.tsx'

/** Stands in for the browser's observer; `enter()` reports the watched element as scrolled into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  observed: Element[] = []
  readonly callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback
    FakeIntersectionObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve() {}
  disconnect() {
    this.observed = []
  }
  enter() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    )
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isReduced && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

const numbers = () => screen.getAllByRole('definition').map((value) => value.textContent)

afterEach(() => {
  FakeIntersectionObserver.instances = []
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('StatsBand', () => {
  it('counts up to 40%, 80% and 2000+ once the counters scroll into view', () => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    stubReducedMotion(false)
    render(<StatsBand />)
    expect(numbers()).toEqual(['hasta0%', 'hasta0%', '0+'])

    // Time alone does not start them: they wait until they are seen.
    act(() => vi.advanceTimersByTime(3000))
    expect(numbers()).toEqual(['hasta0%', 'hasta0%', '0+'])

    act(() => FakeIntersectionObserver.instances[0]!.enter())
    act(() => vi.advanceTimersByTime(700))
    const [sales] = numbers()
    expect(sales).not.toBe('hasta0%')
    expect(sales).not.toBe('hasta40%')
    act(() => vi.advanceTimersByTime(1000))
    expect(numbers()).toEqual(['hasta40%', 'hasta80%', '2.000+'])
  })

  it('shows the final numbers at once under reduced motion', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    stubReducedMotion(true)
    render(<StatsBand />)
    expect(numbers()).toEqual(['hasta40%', 'hasta80%', '2.000+'])
    expect(screen.getByText('empresas confían en Vitrina')).toBeInTheDocument()
  })
})
