import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { StorageConfig } from '../../config.ts'
import { assertFileKey, assertFolderPrefix, isFileKey } from './file-key.ts'
import type { FileStore, ListedFile } from './file-store.ts'

export type S3Settings = Extract<StorageConfig, { driver: 's3' }>

// DeleteObjects takes at most this many keys a request.
const DELETE_BATCH = 1000

const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)

/** The S3 client for a bucket's settings: AWS SDK v3 (decision 049). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: settings.forcePathStyle,
    // By default the SDK adds a CRC32 checksum to every upload and sends a streamed body aws-chunked with it
    // in a trailer, which s3rver (our tests' server) and some S3-compatible services refuse. Operations that
    // require a checksum (DeleteObjects) still send one (decision 049).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/**
 * Files in an S3 bucket (AWS, or any S3-compatible server), a key being the object's key: several servers
 * behind a load balancer see the same files. An object is written whole by one PUT, so a reader never sees
 * part of it.
 */
export function createS3Store(settings: S3Settings, client = createS3Client(settings)): FileStore {
  const Bucket = settings.bucket

  async function listKeys(prefix: string): Promise<ListedFile[]> {
    const listed: ListedFile[] = []
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
      for (const object of page.Contents ?? []) {
        // Objects another tool put in the bucket under names we would refuse are not ours to hand out.
        if (!object.Key || !isFileKey(object.Key)) continue
        listed.push({ key: object.Key, lastModifiedMs: object.LastModified?.getTime() ?? 0 })
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
    return listed
  }

  return {
    driver: 's3',

    async put(key, bytes, contentType, options = {}) {
      assertFileKey(key)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: options.cacheControl,
          ContentLength: bytes.byteLength,
        }),
      )
    },

    async get(key) {
      assertFileKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        // In Node the SDK's body is the HTTP response, a Readable.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
      } catch (error) {
        if (isMissingObject(error)) return null
        throw error
      }
    },

    async delete(key) {
      assertFileKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },

    async deletePrefix(prefix) {
      assertFolderPrefix(prefix)
      // S3 has no folders: every key under the prefix is listed, then deleted a thousand a request.
      const keys = (await listKeys(prefix)).map((file) => file.key)
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }))
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        )
        const failed = result.Errors?.[0]
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`)
      }
    },

    async list(prefix) {
      assertFolderPrefix(prefix)
      return listKeys(prefix)
    },

    publicUrl: (key) => {
      assertFileKey(key)
      return settings.publicUrl ? `${settings.publicUrl}/${key}` : null
    },

    close: async () => client.destroy(),
  }
}
