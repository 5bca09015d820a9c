// The reader's result types are inferred from its one contract, analysed-menu.schema.ts; they are named here
// too, beside the reading options, so that callers keep one place to import them from.
export type {
  AnalysedMenu,
  Box,
  FileType,
  MenuItem,
  MenuMetadata,
  MenuSection,
  PageSize,
} from './analysed-menu.schema.ts'

import type { PageWords } from './geometry/word.ts'

export type ReadPhase = 'reading' | 'recognising' | 'structuring'

export type ReadProgress = { phase: ReadPhase /** 0–100 over the whole read. */; percent: number }

export type ReadMenuOptions = {
  fileName?: string
  onProgress?: (progress: ReadProgress) => void
  signal?: AbortSignal
  /**
   * Given the words of every page once they are read, before the layout groups them: the evidence a model's
   * reading is checked against (model-reading/).
   */
  onPages?: (pages: PageWords[]) => void
  /** How long the whole read may take, in milliseconds (default and most 60 s, docs/product-spec.md §9); tests use less. */
  timeLimitMs?: number
}
