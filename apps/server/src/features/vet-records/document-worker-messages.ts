import type { ErrorCode } from '@pawpulse/domain/api-error'
import type { ExtractedPage } from './text-extraction'

/** What the server sends the reading process (document-worker.ts): the file, once. */
export interface WorkerRequest {
  bytes: Uint8Array
  contentType: string
}

/** What the reading process answers: progress, then exactly one of done, refused or error. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'progress'; page: number; pages: number }
  | { type: 'done'; pages: ExtractedPage[] }
  /** An AppError of the reader (a damaged PDF, too many pages, a page over the bounds). */
  | { type: 'refused'; code: ErrorCode; message: string }
  /** Anything else: the job logs it and tries once more. */
  | { type: 'error'; message: string }
