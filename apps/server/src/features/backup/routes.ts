import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { Readable } from 'node:stream'
import { z } from 'zod'
import { createRouter } from '#server/http/router.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createBackupArchive } from './archive'
import { isValidBackupToken } from './backup-token'

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } })

/** The security scheme `npm run backup` satisfies (registered in app.ts). */
export const BACKUP_SECURITY_SCHEME = 'backupToken'

const postBackup = createRoute({
  method: 'post',
  path: '/system/backup',
  tags: ['system'],
  summary:
    'A consistent backup of the embedded database and the stored files, as one .tar.gz (what `npm run backup` asks a running server for)',
  security: [{ [BACKUP_SECURITY_SCHEME]: [] }],
  responses: {
    200: {
      description: 'The archive',
      content: { 'application/gzip': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
    },
    401: error('No valid backup token'),
    409: error(
      'The data is in PostgreSQL (back it up with pg_dump), or the files are in an S3 bucket (back it up with the provider’s tools)',
    ),
  },
})

export const backupRoutes = createRouter().openapi(postBackup, async (c) => {
  const { config, database, fileStore, version } = c.get('deps')
  const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  if (!isValidBackupToken(config.authSecret, token))
    throw AppError.unauthenticated('A backup needs a valid backup token (npm run backup makes one).')
  if (!database.snapshot)
    throw new AppError('CONFLICT', 'This server keeps its data in PostgreSQL: back it up with pg_dump (see the README).')
  // The archive reads the data folder's files/; the bucket's objects are not there, and a backup
  // without them would restore pets whose photos are gone (decision 034).
  if (config.s3)
    throw new AppError(
      'CONFLICT',
      `This server keeps its files in the S3 bucket ${config.s3.bucket}, which a backup does not copy: back up the bucket with your provider's tools and the data folder while the server is stopped (see the README).`,
    )
  c.get('log').info('backup started')
  const archive = createBackupArchive({ snapshot: database.snapshot, dataDir: config.dataDir, fileStore, appVersion: version })
  return c.body(Readable.toWeb(archive) as ReadableStream, 200, {
    'Content-Type': 'application/gzip',
    'Content-Disposition': `attachment; filename="pawpulse-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz"`,
    'Cache-Control': 'no-store',
  })
})
