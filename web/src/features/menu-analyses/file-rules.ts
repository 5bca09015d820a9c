// What the widget accepts before anything is sent (docs/product-spec.md §5 "Upload accepts only
// application/pdf, image/jpeg, image/png, image/jpg… In scan mode only images are accepted"). The server
// checks every file again.

export type MenuFileType = 'application/pdf' | 'image/jpeg' | 'image/png'

/** The file picker's filter: types and extensions, since some systems only know one of them. */
export const menuFileAccept = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png'
/** The camera's filter: the camera makes images only. */
export const scanFileAccept = 'image/*'

/** The largest file the server takes, in bytes (menu-reader MAX_FILE_BYTES); images are made smaller first. */
export const maxMenuFileBytes = 15 * 1024 * 1024

/** The type the first bytes show ("%PDF-", JPEG's FF D8 FF, PNG's signature), or null for anything else. */
export function sniffType(bytes: Uint8Array): MenuFileType | null {
  const startsWith = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  return null
}

export type FileCheck = { type: MenuFileType } | { problem: 'unsupportedType' | 'emptyFile' | 'fileTooLarge' }

/**
 * Whether the widget takes a file, and as what. The bytes decide when they can be read: a phone photo named
 * without an extension is still a JPEG, and a renamed .exe is not a PDF. In scan mode only images pass.
 */
export async function checkMenuFile(file: File, { isScan = false } = {}): Promise<FileCheck> {
  if (file.size === 0) return { problem: 'emptyFile' }
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  const type = sniffType(head)
  if (!type || (isScan && type === 'application/pdf')) return { problem: 'unsupportedType' }
  // Images are made smaller in the browser before they are sent; a PDF goes as it is.
  if (type === 'application/pdf' && file.size > maxMenuFileBytes) return { problem: 'fileTooLarge' }
  return { type }
}
