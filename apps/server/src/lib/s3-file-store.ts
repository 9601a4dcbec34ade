import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3Config } from '../config'
import { assertFileKey, deletionHold, type FileStore } from './file-store'

/** DeleteObjects takes at most this many keys per request (S3's limit, which the compatible servers share). */
const DELETE_BATCH = 1000

/**
 * Files as objects in one S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), so every
 * instance behind a load balancer reads what another stored (decision 034). The content type is
 * the object's own Content-Type. Private files are still read by the server and sent through the
 * access-checked routes: the bucket is never public and no URL to it reaches a browser.
 */
export function createS3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's own chain applies: AWS_* variables, ~/.aws, the instance or task role.
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK adds CRC checksums to every upload by default (since 2025), which several
    // S3-compatible servers refuse; these settings send one only where S3 requires it (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: a storage that stops answering would hold requests open
    // (and a deletion, with the rows already gone) instead of failing them.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  })
  const Bucket = config.bucket
  const hold = deletionHold()
  return {
    keepFilesDuring: hold.keepFilesDuring,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertFileKey(key), Body: body, ContentType: contentType }))
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertFileKey(key) }))
        if (!object.Body) return null
        return { body: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    async delete(keys) {
      keys.forEach(assertFileKey)
      await hold.whenFree()
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH)
        // Quiet: the answer lists only the keys that failed. A missing key is not a failure (S3 deletes are idempotent).
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        )
        const failed = answer.Errors ?? []
        if (failed.length) {
          const first = failed[0]!
          throw new Error(`could not delete ${failed.length} of ${batch.length} files (${first.Key}: ${first.Code} ${first.Message ?? ''})`)
        }
      }
    },
  }
}
