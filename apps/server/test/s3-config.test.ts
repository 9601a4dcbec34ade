import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadCommandConfig, loadConfig } from '#server/config.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-s3-config-'))
const load = (env: Record<string, string>) => loadConfig({ PAWPULSE_DATA_DIR: dataDir, ...env })
const problemsOf = (env: Record<string, string>) => {
  try {
    load(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('the S3 settings', () => {
  it('keeps files on disk without S3_BUCKET', () => {
    expect(load({}).s3).toBeUndefined()
    expect(loadCommandConfig({ PAWPULSE_DATA_DIR: dataDir }).s3Bucket).toBeUndefined()
  })

  it('reads a self-hosted bucket: endpoint, keys, path-style', () => {
    const env = {
      S3_BUCKET: 'pawpulse-files',
      S3_ENDPOINT: 'https://minio.example.org:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'pawpulse',
      S3_SECRET_ACCESS_KEY: 'a-secret',
      S3_FORCE_PATH_STYLE: 'true',
    }
    expect(load(env).s3).toEqual({
      bucket: 'pawpulse-files',
      endpoint: 'https://minio.example.org:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'pawpulse', secretAccessKey: 'a-secret' },
      forcePathStyle: true,
    })
    expect(loadCommandConfig({ PAWPULSE_DATA_DIR: dataDir, ...env }).s3Bucket).toBe('pawpulse-files')
  })

  it('takes AWS itself with the bucket alone: region us-east-1, virtual-hosted style, the SDK’s own credentials', () => {
    expect(load({ S3_BUCKET: 'pawpulse-files' }).s3).toEqual({
      bucket: 'pawpulse-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    })
  })

  it('reports every S3 problem at once, with the VAPID one', () => {
    expect(
      problemsOf({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'only-the-id',
        PAWPULSE_VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      }),
    ).toEqual([
      'PAWPULSE_VAPID_PRIVATE_KEY: must be set together with the other VAPID key',
      'S3_SECRET_ACCESS_KEY: must be set together with the other S3 key',
      'S3_BUCKET: must be set when S3_ENDPOINT, S3_ACCESS_KEY_ID are',
    ])
  })

  it.each<[string, Record<string, string>]>([
    ['S3_BUCKET', { S3_BUCKET: 'Pawpulse_Files' }],
    ['S3_BUCKET', { S3_BUCKET: 'ab' }],
    ['S3_ENDPOINT', { S3_BUCKET: 'pawpulse', S3_ENDPOINT: 'minio:9000' }],
    ['S3_ENDPOINT', { S3_BUCKET: 'pawpulse', S3_ENDPOINT: 'ftp://minio.example.org' }],
    ['S3_FORCE_PATH_STYLE', { S3_BUCKET: 'pawpulse', S3_FORCE_PATH_STYLE: 'yes' }],
  ])('refuses a malformed %s', (name, env) => {
    expect(problemsOf(env).map((problem) => problem.split(':')[0])).toEqual([name])
  })
})
