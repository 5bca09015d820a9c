import type { Config } from '../../config.ts'
import type { FileStore } from './file-store.ts'
import { createLocalStore } from './local-store.ts'
import { createS3Store } from './s3-store.ts'

/** The store the configuration names: DATA_DIR's folder by default, or the S3 bucket of S3_URL / S3_BUCKET. */
export function openFileStore(config: Pick<Config, 'dataDir' | 'storage'>): FileStore {
  return config.storage.driver === 's3' ? createS3Store(config.storage) : createLocalStore(config.dataDir)
}
