import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, sep } from 'node:path'
import { assertFileKey, assertFolderPrefix, isFileKey } from './file-key.ts'
import type { FileStore, ListedFile, StoredFile } from './file-store.ts'

// Errors that mean "no file there": none, a folder where the key expects a file, or a file where it
// expects a folder.
const MISSING = new Set(['ENOENT', 'EISDIR', 'ENOTDIR'])
const isMissing = (error: unknown) => MISSING.has(String((error as { code?: unknown }).code))

/**
 * Files in a folder of this server (DATA_DIR), a key being its path below it: `media/<name>` is
 * DATA_DIR/media/<name>, as before the store existed (decision 012), so existing data keeps working.
 */
export function createLocalStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, ...key.split('/'))

  return {
    driver: 'local',

    async put(key, bytes) {
      assertFileKey(key)
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // Written beside its final place and renamed over it: a rename within a folder is atomic, so a reader
      // (another request, the sweep) never sees half a file. The leading '.' keeps it out of every key.
      const temporary = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`)
      try {
        await writeFile(temporary, bytes, { flag: 'wx' })
        await rename(temporary, path)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },

    async get(key) {
      assertFileKey(key)
      const file = await open(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null
        throw error
      })
      if (!file) return null
      try {
        const stats = await file.stat()
        if (!stats.isFile()) {
          await file.close()
          return null
        }
        return { body: file.createReadStream(), size: stats.size } satisfies StoredFile
      } catch (error) {
        await file.close()
        throw error
      }
    },

    async delete(key) {
      assertFileKey(key)
      await rm(pathOf(key), { force: true })
    },

    async deletePrefix(prefix) {
      assertFolderPrefix(prefix)
      await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true })
    },

    async list(prefix) {
      assertFolderPrefix(prefix)
      const folder = pathOf(prefix.slice(0, -1))
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return []
          throw error
        },
      )
      const listed: ListedFile[] = []
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const path = join(entry.parentPath, entry.name)
        const key = relative(root, path).split(sep).join('/')
        if (!isFileKey(key)) continue // A temporary file, or one the app did not write.
        // Gone between readdir and stat (deleted by another request): not listed.
        const stats = await stat(path).catch((error: unknown) => {
          if (isMissing(error)) return null
          throw error
        })
        if (stats) listed.push({ key, lastModifiedMs: stats.mtimeMs })
      }
      return listed
    },

    publicUrl: () => null,
    close: async () => {},
  }
}
