import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

describe('lockDataDir', () => {
  it('refuses a second holder of the same folder until the first lets go', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'vitrina-lock-')), 'data')
    const release = await lockDataDir(dataDir)
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError)
    await expect(lockDataDir(dataDir)).rejects.toThrow(/already using DATA_DIR/)
    await release()
    const releaseAgain = await lockDataDir(dataDir)
    await releaseAgain()
  })
})
