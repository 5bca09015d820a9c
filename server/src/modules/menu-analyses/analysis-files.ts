import { join } from 'node:path'
import type { FileType } from '#menu-reader/types.ts'

// Layout of DATA_DIR/analyses: a folder per analysis, named by its random id, holding the uploaded file and
// the pictures of its pages. The folder goes with the analysis (analysis-sweep.ts).

/** The folder of every analysis. */
export function analysesDirectory(dataDir: string): string {
  return join(dataDir, 'analyses')
}

/** Where one analysis keeps its files; `id` is a uuid checked by the routes. */
export function analysisFolder(directory: string, id: string): string {
  return join(directory, id)
}

const EXTENSIONS: Record<FileType, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png' }

/** The uploaded file, named by its type as its bytes tell it. */
export function sourceFilePath(folder: string, type: FileType): string {
  return join(folder, `source.${EXTENSIONS[type]}`)
}

/** The picture of page `number` (from 1), WebP. */
export function pagePicturePath(folder: string, number: number): string {
  return join(folder, `page-${number}.webp`)
}
