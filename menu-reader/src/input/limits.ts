// The limits of docs/product-spec.md §9: what a visitor's upload may be before we refuse it, checked before
// any decoding so that a hostile file cannot exhaust the reader (docs/decisions/008-menu-reader-pipeline.md).

/** Largest file accepted, in bytes (15 MB). */
export const MAX_FILE_BYTES = 15 * 1024 * 1024
/** Largest image accepted, in pixels (40 megapixels): guards against decompression bombs. */
export const MAX_PIXELS = 40_000_000
/** Most PDF pages read. */
export const MAX_PAGES = 20
/** Longest a whole analysis may take, in milliseconds (docs/product-spec.md §9: 60 s). */
export const TIME_LIMIT_MS = 60_000
