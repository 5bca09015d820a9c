import {
  ACCEPTED_IMAGE_FORMATS,
  type DesignImageSlot,
  type ImageKind,
  maxImageBytes,
} from '#domain/catalogues/image.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import * as catalogues from '../catalogues/index.ts'
import { makeImageVariants } from './image-variants.ts'
import { deleteImageFiles, saveImageVariants } from './media-store.ts'
import { sniffImageFormat } from './sniff-image.ts'

/** What the image use cases need: the database that names images, and the file store that keeps them. */
export type ImageStore = { db: Database; files: FileStore }
/** Reads the uploaded file; called only once the target is known to exist, so a 404 costs no upload. */
export type ReadUpload = () => Promise<Buffer>

/**
 * Checks an upload by its bytes (format for this kind of slot, then its size for that format), makes its
 * WebP copies and stores them; answers the address of the default copy.
 */
export async function storeImage(files: FileStore, kind: ImageKind, bytes: Buffer): Promise<string> {
  const format = sniffImageFormat(bytes)
  if (!format || !ACCEPTED_IMAGE_FORMATS[kind].includes(format)) {
    throw new AppError(kind === 'brand' ? 'unsupported_brand_image' : 'unsupported_product_image', 415)
  }
  if (bytes.length > maxImageBytes(format)) throw new AppError('image_too_large', 413)
  return saveImageVariants(files, await makeImageVariants(bytes, format))
}

/**
 * Records `address` (or no image) through `save`, then deletes the files of the image it replaced; when
 * recording fails, the new files are deleted instead, so no file is left that nothing names.
 */
async function replaceImage<T extends { previous: string | null }>(
  files: FileStore,
  address: string | null,
  save: (address: string | null) => Promise<T>,
  isStillNamed: (previous: string) => Promise<boolean> = async () => false,
): Promise<T> {
  let result: T
  try {
    result = await save(address)
  } catch (error) {
    if (address) await deleteImageFiles(files, address)
    throw error
  }
  const { previous } = result
  if (previous && previous !== address && !(await isStillNamed(previous))) {
    await deleteImageFiles(files, previous)
  }
  return result
}

export async function uploadProductImage(
  store: ImageStore,
  businessId: string,
  id: string,
  read: ReadUpload,
) {
  await catalogues.getProductImage(store.db, businessId, id)
  const address = await storeImage(store.files, 'product', await read())
  const saved = await replaceImage(store.files, address, (image) =>
    catalogues.setProductImage(store.db, businessId, id, image),
  )
  return saved.product
}

export async function removeProductImage(store: ImageStore, businessId: string, id: string) {
  const saved = await replaceImage(store.files, null, (image) =>
    catalogues.setProductImage(store.db, businessId, id, image),
  )
  return saved.product
}

export async function uploadCategoryImage(
  store: ImageStore,
  businessId: string,
  id: string,
  read: ReadUpload,
) {
  await catalogues.getCategoryImage(store.db, businessId, id)
  const address = await storeImage(store.files, 'product', await read())
  const saved = await replaceImage(store.files, address, (image) =>
    catalogues.setCategoryImage(store.db, businessId, id, image),
  )
  return saved.category
}

export async function removeCategoryImage(store: ImageStore, businessId: string, id: string) {
  const saved = await replaceImage(store.files, null, (image) =>
    catalogues.setCategoryImage(store.db, businessId, id, image),
  )
  return saved.category
}

/**
 * Stores a promotion's picture (JPG, PNG or WebP, as a product's) and answers its address, for the promotion's
 * save to name; files no promotion names are the sweep's.
 */
export async function uploadPromotionImage(store: ImageStore, read: ReadUpload): Promise<string> {
  return storeImage(store.files, 'product', await read())
}

/** Stores a logo, banner or background image (JPG, PNG or SVG) and answers the whole design. */
export async function uploadDesignImage(
  store: ImageStore,
  businessId: string,
  catalogueId: string,
  slot: DesignImageSlot,
  read: ReadUpload,
) {
  await catalogues.getDesign(store.db, businessId, catalogueId)
  const address = await storeImage(store.files, 'brand', await read())
  // A catalogue made from a menu may share this logo with the design it was copied from: the files stay
  // while another design of the business still shows them (the sweep removes them once none does).
  const saved = await replaceImage(
    store.files,
    address,
    (image) => catalogues.setDesignImage(store.db, businessId, catalogueId, slot, image),
    (previous) => catalogues.isDesignImageNamed(store.db, businessId, previous),
  )
  return saved.design
}
