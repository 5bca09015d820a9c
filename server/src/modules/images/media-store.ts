import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  type ImageWidth,
  imageAddress,
  imageVariants,
} from '#domain/catalogues/image.ts'

// Layout of DATA_DIR/media (decision 012): one flat folder of `<uuid>-<width>.webp` files, the uuid random
// per upload, so a name can be neither guessed nor made to point anywhere else.
const MEDIA_FILE_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(${IMAGE_WIDTHS.join('|')})\\.webp$`,
)

/** The folder uploaded images are kept in. */
export function mediaDirectory(dataDir: string): string {
  return join(dataDir, 'media')
}

/** The file behind a name asked for under /media/, or null when the name is not one we could have made. */
export function findMediaFilePath(directory: string, name: string): string | null {
  return MEDIA_FILE_NAME.test(name) ? join(directory, name) : null
}

/** Writes an upload's copies under a new random name; answers the address of its default copy. */
export async function saveImageVariants(directory: string, copies: Map<ImageWidth, Buffer>): Promise<string> {
  await mkdir(directory, { recursive: true })
  const id = randomUUID()
  const address = imageAddress(id, DEFAULT_IMAGE_WIDTH)
  try {
    for (const [width, bytes] of copies) {
      await writeFile(join(directory, basename(imageAddress(id, width))), bytes, { flag: 'wx' })
    }
  } catch (error) {
    await deleteImageFiles(directory, address)
    throw error
  }
  return address
}

/** Deletes every copy of the image at `address`; an address that is not ours, or a missing file, is a no-op. */
export async function deleteImageFiles(directory: string, address: string): Promise<void> {
  await Promise.all(
    imageVariants(address).map((copy) => rm(join(directory, basename(copy.address)), { force: true })),
  )
}

/** Deletes an uploaded image's files given the data folder (an account's deletion removes its images). */
export function deleteUploadedImage(dataDir: string, address: string): Promise<void> {
  return deleteImageFiles(mediaDirectory(dataDir), address)
}
