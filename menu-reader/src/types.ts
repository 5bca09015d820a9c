// The analysed menu of spec §3, with what the review screen needs to show where each item was read.

/** A rectangle on a page, in the page's own units (PDF points for text PDFs, pixels for images). */
export type Box = { x0: number; y0: number; x1: number; y1: number }

export type MenuItem = {
  id: string
  name: string
  /** The price as printed, currency sign kept; `$` added before a bare number; '' when none is printed. */
  price: string
  /** The price as a number (12.000 → 12000, 12,50 € → 12.5), or null when none is printed. */
  priceValue: number | null
  description: string
  /** 0–100: how sure the reader is of this item (OCR and structure together). */
  confidence: number
  source: { page: number; box: Box }
}

export type MenuSection = { id: string; name: string; items: MenuItem[] }

export type FileType = 'pdf' | 'jpeg' | 'png'

/**
 * A page as the boxes measure it: PDF points for a page read from its text layer, pixels of the picture the
 * text reader worked on for photos, scans and outlined pages. A picture of the page at any size with the
 * same proportions, turned by `-slope` about its centre, shows the boxes where they belong once scaled by its
 * width / `width`.
 */
export type PageSize = {
  /** Counts from 1. */
  number: number
  width: number
  height: number
  /** Radians a photographed page's lines sloped (clockwise positive); its boxes are turned level by it. 0 for PDF text. */
  slope: number
}

export type AnalysedMenu = {
  restaurantName: string
  /** ISO 4217 guess from the price signs and the language ('EUR', 'COP', 'USD'…), '' when unknown. */
  currency: string
  sections: MenuSection[]
  /** Every page read, in order, in the units of its items' boxes. */
  pages: PageSize[]
  metadata: {
    /** 0–100. */
    confidence: number
    errors: string[]
    /** Seconds spent reading the file. */
    processingTime: number
    /** Bytes. */
    fileSize: number
    fileType: FileType | ''
    fileName: string
  }
}

export type ReadPhase = 'reading' | 'recognising' | 'structuring'

export type ReadProgress = { phase: ReadPhase /** 0–100 over the whole read. */; percent: number }

export type ReadMenuOptions = {
  fileName?: string
  onProgress?: (progress: ReadProgress) => void
  signal?: AbortSignal
  /** How long the whole read may take, in milliseconds (default and most 60 s, spec §9); tests use less. */
  timeLimitMs?: number
}
