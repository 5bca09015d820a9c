import type { AnalysisPhase } from '#domain/menu-analyses/analysis-phases.ts'

/** What a worker reports while reading: the reader's own phases, then the page pictures it draws. */
export type WorkerProgress = {
  phase: 'reading' | 'recognising' | 'structuring' | 'pictures'
  /** 0–100 over the reader's whole read. */
  percent: number
}

/** Where a job stands when it is accepted: the browser's upload filled 0–30 (docs/product-spec.md §4). */
export const ACCEPTED = { phase: 'analyzing', progress: 30 } as const

// The reader reports reading 5, each page recognised 10–80 and structuring 85–100 (menu-reader/read-menu.ts).
const RECOGNISED_PERCENT = 80

const between = (from: number, to: number, share: number) =>
  Math.round(from + (to - from) * Math.min(1, Math.max(0, share)))

/**
 * The phases of docs/product-spec.md §4 ("Menu processing phases") for a worker's report: reading and
 * recognising the words fill analyzing 30–60, structuring them fills sectioning 60–90, and the page pictures
 * stay at 90 until done.
 */
export function toPhaseProgress(report: WorkerProgress): { phase: AnalysisPhase; progress: number } {
  if (report.phase === 'reading' || report.phase === 'recognising') {
    return { phase: 'analyzing', progress: between(30, 60, report.percent / RECOGNISED_PERCENT) }
  }
  if (report.phase === 'structuring') {
    const share = (report.percent - RECOGNISED_PERCENT) / (100 - RECOGNISED_PERCENT)
    return { phase: 'sectioning', progress: between(60, 90, share) }
  }
  return { phase: 'sectioning', progress: 90 }
}
