import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { openFileStore } from './open-file-store.ts'

describe('openFileStore', () => {
  it('opens DATA_DIR with nothing configured, and the bucket when S3 is', async () => {
    const local = openFileStore(loadConfig({ DATA_DIR: '/tmp/vitrina-nowhere' }))
    expect(local.driver).toBe('local')
    expect(local.publicUrl('media/a-640.webp')).toBeNull()
    const s3 = openFileStore(
      loadConfig({
        S3_URL: 's3+http://id:secret@127.0.0.1:9/vitrina',
        S3_PUBLIC_URL: 'https://cdn.example.com',
      }),
    )
    expect(s3.driver).toBe('s3')
    expect(s3.publicUrl('media/a-640.webp')).toBe('https://cdn.example.com/media/a-640.webp')
    await Promise.all([local.close(), s3.close()])
  })
})
