import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import type { FileType } from '#menu-reader/types.ts'
import { readStoredBytes } from '../../shared/storage/file-store.ts'
import { pagePicturePath, pictureKey, sourceKey, workFolder, workSourcePath } from './analysis-files.ts'
import type { PoolJob } from './analysis-pool.ts'
import type { AnalysisDeps } from './menu-analyses.service.ts'

type WorkDeps = Pick<AnalysisDeps, 'files' | 'dataDir'>
type Upload = { id: string; fileType: FileType; fileName: string }

/**
 * Copies an analysis's uploaded file from the store into this server's work folder, for a worker to read:
 * answers the pool's job, or null when the store has no such file (the analysis cannot be read anywhere).
 */
export async function prepareWork(deps: WorkDeps, upload: Upload): Promise<PoolJob | null> {
  const bytes = await readStoredBytes(deps.files, sourceKey(upload.id, upload.fileType))
  if (!bytes) return null
  const folder = workFolder(deps.dataDir, upload.id)
  await mkdir(folder, { recursive: true })
  const sourcePath = workSourcePath(folder, upload.fileType)
  await writeFile(sourcePath, bytes)
  return { id: upload.id, sourcePath, fileType: upload.fileType, fileName: upload.fileName, folder }
}

/** Puts the page pictures a worker drew into the store, where every server finds them. */
export async function keepPictures(deps: WorkDeps, job: PoolJob, pictures: number[]): Promise<void> {
  for (const number of pictures) {
    const bytes = await readFile(pagePicturePath(job.folder, number))
    await deps.files.put(pictureKey(job.id, number), bytes, 'image/webp')
  }
}

/** Read, the uploaded file has served its purpose: only the page pictures are kept (for the review screen). */
export async function dropSource(deps: WorkDeps, upload: Pick<Upload, 'id' | 'fileType'>): Promise<void> {
  await deps.files.delete(sourceKey(upload.id, upload.fileType))
}

/** The work folder goes once the read is over, kept in the store or handed back. */
export function endWork(job: PoolJob): Promise<void> {
  return rm(job.folder, { recursive: true, force: true })
}
