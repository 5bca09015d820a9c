import { randomUUID } from 'node:crypto'
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  type ImageWidth,
  imageAddress,
  imageVariants,
} from '#domain/catalogues/image.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'

// Layout of the store's media/ folder (decision 012, kept by decision 049): one flat folder of
// `<uuid>-<width>.webp` files, the uuid random per upload, so a name can be neither guessed nor made to
// point anywhere else. Address `/media/<name>` is key `media/<name>`, in DATA_DIR or the bucket alike.
const MEDIA_FILE_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(${IMAGE_WIDTHS.join('|')})\\.webp$`,
)

/** The store's folder of uploaded images. */
export const MEDIA_PREFIX = 'media/'

/** A file's name changes whenever its content would, so browsers and proxies may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The key of a name asked for under /media/, or null when the name is not one we could have made. */
export function findMediaKey(name: string): string | null {
  return MEDIA_FILE_NAME.test(name) ? `${MEDIA_PREFIX}${name}` : null
}

/** The key of an address under /media/ (`/media/<name>` → `media/<name>`). */
const keyOf = (address: string) => address.slice(1)

/** Writes an upload's copies under a new random name; answers the address of its default copy. */
export async function saveImageVariants(files: FileStore, copies: Map<ImageWidth, Buffer>): Promise<string> {
  const id = randomUUID()
  const address = imageAddress(id, DEFAULT_IMAGE_WIDTH)
  // The copies go up together (three round trips to a bucket cost as one); all are settled before a failure
  // deletes them, so no write still in flight can leave a file behind.
  const writes = await Promise.allSettled(
    [...copies].map(([width, bytes]) =>
      files.put(keyOf(imageAddress(id, width)), bytes, 'image/webp', { cacheControl: IMMUTABLE }),
    ),
  )
  const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected')
  if (failed) {
    await deleteImageFiles(files, address)
    throw failed.reason
  }
  return address
}

/** Deletes every copy of the image at `address`; an address that is not ours, or a missing file, is a no-op. */
export async function deleteImageFiles(files: FileStore, address: string): Promise<void> {
  await Promise.all(imageVariants(address).map((copy) => files.delete(keyOf(copy.address))))
}

/** Deletes an uploaded image's files (an account's deletion removes its images). */
export function deleteUploadedImage(files: FileStore, address: string): Promise<void> {
  return deleteImageFiles(files, address)
}
