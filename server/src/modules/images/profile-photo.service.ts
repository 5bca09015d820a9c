import { ACCEPTED_IMAGE_FORMATS } from '#domain/catalogues/image.ts'
import type { Profile } from '#domain/profile/profile.schema.ts'
import { MAX_PROFILE_PHOTO_BYTES } from '#domain/profile/profile.schema.ts'
import { AppError } from '../../shared/errors.ts'
import { setProfilePhoto } from '../profile/index.ts'
import { makeImageVariants } from './image-variants.ts'
import type { ImageStore, ReadUpload } from './images.service.ts'
import { deleteImageFiles, saveImageVariants } from './media-store.ts'
import { sniffImageFormat } from './sniff-image.ts'

/**
 * The owner's photo (docs/product-spec.md §2 "My Profile", "Cambiar foto"): a JPG, PNG or WebP by its bytes,
 * at most MAX_PROFILE_PHOTO_BYTES, cropped square, kept as WebP copies as products' pictures are. The
 * photo it replaces is deleted once the new one is recorded; if recording fails, the new files go instead.
 */
export async function uploadProfilePhoto(
  store: ImageStore,
  userId: string,
  read: ReadUpload,
): Promise<Profile> {
  const bytes = await read()
  const format = sniffImageFormat(bytes)
  if (!format || !ACCEPTED_IMAGE_FORMATS.product.includes(format)) {
    throw new AppError('profile_photo_unsupported', 400)
  }
  if (bytes.length > MAX_PROFILE_PHOTO_BYTES) throw new AppError('profile_photo_too_large', 413)
  const address = await saveImageVariants(store.files, await makeImageVariants(bytes, format, 'square'))
  let saved: Awaited<ReturnType<typeof setProfilePhoto>>
  try {
    saved = await setProfilePhoto(store.db, userId, address)
  } catch (error) {
    await deleteImageFiles(store.files, address)
    throw error
  }
  if (saved.previous) await deleteImageFiles(store.files, saved.previous)
  return saved.profile
}

/** Removes the owner's photo and its files: the initials avatar is shown again. */
export async function removeProfilePhoto(store: ImageStore, userId: string): Promise<Profile> {
  const { profile, previous } = await setProfilePhoto(store.db, userId, null)
  if (previous) await deleteImageFiles(store.files, previous)
  return profile
}
