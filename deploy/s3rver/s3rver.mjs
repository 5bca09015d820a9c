// The S3-compatible server Vitrina's tests run (server/src/test/s3-server.ts, decision 049), as a service
// for the example deployment: @20minutes/s3rver 4.0.4, one bucket, objects kept in a folder (a volume).
// A stand-in for a real object store (MinIO, Garage, R2, S3): no users, one fixed key pair (S3RVER / S3RVER),
// no replication. The published 4.0.4 ships no `s3rver` command (its bin file is missing), hence this file.
import S3rver from '@20minutes/s3rver'

const bucket = process.env.S3RVER_BUCKET ?? 'vitrina'
const port = Number(process.env.S3RVER_PORT ?? 4568)
const directory = process.env.S3RVER_DIRECTORY ?? '/data'

/**
 * As in the tests' helper: the SDK signs a bucket's own address (ListObjectsV2, DeleteObjects: the image
 * sweep and the removal of a folder) as `/bucket/`, while s3rver 4.0.4 checks it against `/bucket` and
 * refuses it. This has it check what S3 checks, instead of turning signature checks off.
 */
function signBucketAddressAsSent(context, next) {
  const bucketOnly = /^\/([^/]+)\/$/.exec(context.path)
  if (bucketOnly && !context.state.vhost) {
    context.path = `/${bucketOnly[1]}`
    context.state.vhost = true
    context.mountPath = '/'
  }
  return next()
}

const server = new S3rver({
  address: '0.0.0.0',
  port,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
  // The apps reach it as `s3:4568`: a host name that is not an IP address would otherwise be taken for a
  // bucket's (virtual-host addressing). Vitrina addresses buckets by path (S3_URL's default).
  vhostBuckets: false,
})
server.middleware.splice(server.middleware.length - 1, 0, signBucketAddressAsSent)
await server.run()
process.stdout.write(`s3rver 4.0.4 on port ${port}, bucket ${bucket}, objects in ${directory}\n`)

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close().then(() => process.exit(0)))
}
