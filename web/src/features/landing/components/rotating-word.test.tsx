import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RotatingTitle } from './rotating-word.tsx'

afterEach(() => vi.useRealTimers())

describe('RotatingTitle', () => {
  it('alternates Menú and Catálogo every 5 seconds without announcing it', () => {
    vi.useFakeTimers()
    render(<RotatingTitle id="hero" />)
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading).toHaveAccessibleName('Tu Menú en línea, listo para compartir')
    expect(heading).toHaveAttribute('aria-live', 'off')

    act(() => vi.advanceTimersByTime(4900))
    expect(heading).toHaveAccessibleName('Tu Menú en línea, listo para compartir')
    act(() => vi.advanceTimersByTime(100))
    expect(heading).toHaveAccessibleName('Tu Catálogo en línea, listo para compartir')
    act(() => vi.advanceTimersByTime(5000))
    expect(heading).toHaveAccessibleName('Tu Menú en línea, listo para compartir')
  })
})
