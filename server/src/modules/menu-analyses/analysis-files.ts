import { join } from 'node:path'
import type { FileType } from '#menu-reader/types.ts'

// An analysis's files live in the file store (a folder of DATA_DIR or a bucket several servers share,
// decision 049), under `analyses/<id>/`: the uploaded file until it is read, then the pictures of its pages
// for the review screen. They go with the analysis (analysis-sweep.ts). While a server reads one, it works on
// a copy in a folder of its own (`workFolder`): the reader's worker processes read and write plain files.

const EXTENSIONS: Record<FileType, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png' }
const CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** The store's folder of every analysis. */
export const ANALYSES_PREFIX = 'analyses/'

/** The store's folder of one analysis; `id` is a uuid checked by the routes. */
export const analysisPrefix = (id: string) => `${ANALYSES_PREFIX}${id}/`

/** The uploaded file in the store, named by its type as its bytes tell it, and its content type. */
export const sourceKey = (id: string, type: FileType) => `${analysisPrefix(id)}source.${EXTENSIONS[type]}`
export const sourceContentType = (type: FileType) => CONTENT_TYPES[type]

/** The picture of page `number` (from 1) in the store, WebP. */
export const pictureKey = (id: string, number: number) => `${analysisPrefix(id)}${pictureName(number)}`

/** The folder this server reads an analysis in: DATA_DIR/analysis-work/<id>, deleted once it is read. */
export const workFolder = (dataDir: string, id: string) => join(dataDir, 'analysis-work', id)

/** The uploaded file's copy in a work folder. */
export const workSourcePath = (folder: string, type: FileType) => join(folder, `source.${EXTENSIONS[type]}`)

/** Where a worker writes the picture of page `number` in its work folder. */
export const pagePicturePath = (folder: string, number: number) => join(folder, pictureName(number))

function pictureName(number: number) {
  return `page-${number}.webp`
}
