import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver, { type S3rverContext } from '@20minutes/s3rver'
import type { StorageConfig } from '../config.ts'

// s3rver's one built-in key pair.
const ACCESS_KEY = 'S3RVER'

/**
 * The SDK addresses a bucket itself (ListObjectsV2, DeleteObjects) as `/bucket/` and signs that path, while
 * s3rver 4.0.4 checks the signature against `/bucket`, refusing every such request. Put before s3rver's
 * router, this has it check `/bucket/`, as S3 does (it takes a virtual-host request's mount point as the
 * rest of the path), and routes the request as `/bucket`.
 */
function signBucketAddressAsSent(context: S3rverContext, next: () => Promise<void>) {
  const bucketOnly = /^\/([^/]+)\/$/.exec(context.path)
  if (bucketOnly && !context.state.vhost) {
    context.path = `/${bucketOnly[1]}`
    context.state.vhost = true
    context.mountPath = '/'
  }
  return next()
}

/**
 * A real S3 server (s3rver 4.0.4, decision 049) on 127.0.0.1 at a free port, keeping its objects in a
 * temporary folder, with one empty bucket: `storage` is the app's configuration for it. `stop()` closes it
 * and deletes the folder.
 */
export async function startS3Server(bucket = 'vitrina-test') {
  const directory = await mkdtemp(join(tmpdir(), 'vitrina-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  server.middleware.splice(server.middleware.length - 1, 0, signBucketAddressAsSent)
  const { port } = await server.run()
  const storage: Extract<StorageConfig, { driver: 's3' }> = {
    driver: 's3',
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
    publicUrl: undefined,
  }
  return {
    storage,
    /** S3_URL for the same bucket, as an operator would write it. */
    url: `s3+http://${ACCESS_KEY}:${ACCESS_KEY}@127.0.0.1:${port}/${bucket}`,
    /** The folder s3rver keeps its objects in (a test may look underneath it). */
    directory,
    stop: async () => {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
