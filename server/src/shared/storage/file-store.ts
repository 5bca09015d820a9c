import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'

/** A stored file being read: its bytes as a stream (read it to the end or destroy it), and its size in bytes. */
export type StoredFile = { body: Readable; size: number }

/**
 * How a bucket should answer for the file when browsers fetch it from there directly (S3_PUBLIC_URL): its
 * Cache-Control header. The local driver has nothing to keep it in; the app's own route sets its headers.
 */
export type PutOptions = { cacheControl?: string }

/** A key found by `list`, with when its file was last written (milliseconds since the epoch). */
export type ListedFile = { key: string; lastModifiedMs: number }

/**
 * Where the app keeps files (uploaded images, menu analyses' files): a folder on this server, or an S3
 * bucket that several servers share (decision 049). Keys are checked by `assertFileKey` (folders by
 * `assertFolderPrefix`); a bad one throws an InvalidFileKeyError before anything is touched.
 */
export type FileStore = {
  readonly driver: 'local' | 's3'
  /** Writes the whole file at once: a reader sees the old file or the new one, never part of it. */
  put(key: string, bytes: Uint8Array, contentType: string, options?: PutOptions): Promise<void>
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>
  /** Deletes the file at `key`; a missing file is not an error. */
  delete(key: string): Promise<void>
  /** Deletes every file under the folder `prefix` (ending in '/'), at once: an analysis's folder. */
  deletePrefix(prefix: string): Promise<void>
  /** Every file under the folder `prefix` (ending in '/'), at any depth, in no particular order. */
  list(prefix: string): Promise<ListedFile[]>
  /** The address browsers may fetch the file from directly (S3_PUBLIC_URL), or null to serve it ourselves. */
  publicUrl(key: string): string | null
  /** Lets go of connections; the app calls it on close. */
  close(): Promise<void>
}

/** The whole file at `key` in memory, or null when there is none. */
export async function readStoredBytes(store: FileStore, key: string): Promise<Buffer | null> {
  const file = await store.get(key)
  return file ? buffer(file.body) : null
}
