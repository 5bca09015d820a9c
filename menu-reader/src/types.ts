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

export type AnalysedMenu = {
  restaurantName: string
  /** ISO 4217 guess from the price signs and the language ('EUR', 'COP', 'USD'…), '' when unknown. */
  currency: string
  sections: MenuSection[]
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
