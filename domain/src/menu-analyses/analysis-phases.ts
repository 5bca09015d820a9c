/**
 * The phases of docs/product-spec.md §4 "Menu processing phases": the browser's upload fills 0–30, the
 * server's reading 30–60, its sectioning 60–90, and 100 is complete. The server reports them and the upload
 * widget shows them in this order.
 */
export const ANALYSIS_PHASES = ['uploading', 'analyzing', 'sectioning', 'complete'] as const
export type AnalysisPhase = (typeof ANALYSIS_PHASES)[number]

/** Where a menu analysis job stands. */
export const ANALYSIS_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number]
