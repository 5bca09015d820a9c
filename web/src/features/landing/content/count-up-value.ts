const durationMs = 1500

/**
 * Where a landing counter stands `elapsedMs` after it started counting from 0 to `target`: 1.5 s in all,
 * easing out (fast first, settling on the figure). Shared by the app's counters and the static landing's.
 */
export function countUpValue(target: number, elapsedMs: number): number {
  const progress = Math.min(Math.max(elapsedMs, 0) / durationMs, 1)
  return Math.round(target * (1 - (1 - progress) ** 3))
}
