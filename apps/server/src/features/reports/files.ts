import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '#server/db/client.ts'
import { petImages, pets } from '#server/db/schema.ts'
import type { AppEnv } from '#server/http/env.ts'
import type { FileStore } from '#server/lib/file-store.ts'
import { loadSharp } from '#server/lib/sharp.ts'
import type { ReportModel } from '@pawpulse/domain/report-model'
import { csvFileName, pdfFileName, reportCsv, type CsvLog } from './exports'

/** The pet's profile thumbnail as PNG for the PDF (stored photos may be WebP, which PDF cannot hold). */
export async function loadPhotoPng(db: Database, fileStore: FileStore, petId: string): Promise<Buffer | null> {
  const [image] = await db
    .select({ key: petImages.thumbnailKey })
    .from(pets)
    .innerJoin(petImages, eq(petImages.id, pets.profileImageId))
    .where(eq(pets.id, petId))
  const file = image ? await fileStore.get(image.key) : null
  return file ? (await loadSharp())(file.body).png().toBuffer() : null
}

/** Streams the PDF as pdfkit writes it. */
export async function sendPdf<E extends AppEnv>(
  c: Context<E>,
  report: ReportModel,
  options: { photo: Buffer | null; shareUrl: string | null },
) {
  // pdf.ts, with pdfkit and qrcode, is loaded with the first PDF, not at start (docs/decisions/032).
  const { renderReportPdf } = await import('./pdf')
  const doc = renderReportPdf(report, options)
  return c.body(Readable.toWeb(doc) as ReadableStream, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${pdfFileName(report)}"`,
    'Cache-Control': 'no-store',
  })
}

export function sendCsv<E extends AppEnv>(c: Context<E>, report: ReportModel, log: CsvLog) {
  return c.body(reportCsv(report, log), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csvFileName(report, log)}"`,
    'Cache-Control': 'no-store',
  })
}
