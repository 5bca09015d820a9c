/** Why a file could not be read; the server maps each code to a message in the user's language. */
export type MenuReadErrorCode =
  | 'empty_file'
  | 'file_too_large'
  | 'unsupported_type'
  | 'too_many_pixels'
  | 'too_many_pages'
  | 'encrypted_pdf'
  | 'damaged_file'
  | 'timed_out'
  | 'aborted'

export class MenuReadError extends Error {
  override name = 'MenuReadError'
  readonly code: MenuReadErrorCode

  constructor(code: MenuReadErrorCode, message: string, cause?: unknown) {
    super(message, { cause })
    this.code = code
  }
}

/** The error of a read its caller stopped. */
export const stoppedError = () => new MenuReadError('aborted', 'The analysis was stopped.')
