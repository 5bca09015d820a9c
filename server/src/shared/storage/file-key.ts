// A key names a file inside the store's folder or bucket: slash-separated segments, each starting with a
// letter or digit and made of letters, digits, '.', '_' and '-'. So no segment is '', '.' or '..', none is
// hidden (the local driver's temporary files start with '.'), and nothing can leave the folder or bucket,
// whatever a caller builds a key from.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/
// S3's limit on a key, in bytes (our characters are one byte each).
const MAX_KEY_LENGTH = 1024

export class InvalidFileKeyError extends Error {
  override name = 'InvalidFileKeyError'
}

/** Whether `key` is a file key the store accepts (`media/<uuid>-640.webp`, `analyses/<id>/source.pdf`). */
export function isFileKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((part) => SEGMENT.test(part))
}

/** Throws an InvalidFileKeyError unless `key` is a file key. */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new InvalidFileKeyError(`Not a file key: ${JSON.stringify(key)}`)
}

/**
 * Throws an InvalidFileKeyError unless `prefix` is a folder: one or more key segments and a final '/'
 * (`analyses/<id>/`). A bare `analyses/<id>` would also match `analyses/<id>2/…` in a bucket, and an empty
 * prefix would take everything, so neither is accepted.
 */
export function assertFolderPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isFileKey(prefix.slice(0, -1))) {
    throw new InvalidFileKeyError(`Not a folder prefix: ${JSON.stringify(prefix)}`)
  }
}
