import { sniffFileType } from '../input/sniff-type.ts'
import type { AnalysedMenu } from '../types.ts'

/** The menu printed for a file that could not be read: no sections, the reason in metadata.errors. */
export function buildFailedMenu(failure: {
  fileName: string
  /** The file's bytes when they could be read, to tell its size and type. */
  bytes: Uint8Array | undefined
  error: unknown
  /** Seconds spent before giving up. */
  processingTime: number
}): AnalysedMenu {
  return {
    restaurantName: '',
    currency: '',
    currencyEvidence: 'guessed',
    sections: [],
    pages: [],
    metadata: {
      confidence: 0,
      errors: [describeError(failure.error)],
      processingTime: failure.processingTime,
      fileSize: failure.bytes?.length ?? 0,
      fileType: (failure.bytes && sniffFileType(failure.bytes)) ?? '',
      fileName: failure.fileName,
    },
  }
}

/** An error's message, or the thrown value as text when something other than an Error was thrown. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
