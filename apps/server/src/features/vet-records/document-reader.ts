import { fork } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { serverDir, serverPaths } from '#server/paths.ts'
import type { WorkerReply, WorkerRequest } from './document-worker-messages'
import type { ExtractedText, ExtractTextOptions } from './text-extraction'

/**
 * Reads an uploaded vet record in a child process of its own, never on the thread that answers
 * requests (docs/decisions/058). pdfjs and tesseract run there (document-worker.ts →
 * text-extraction.ts); this side only waits, so the API keeps answering whatever the file does.
 *
 * The child is bounded three ways, and killed when it passes one; the file is then refused with
 * the owner's sentence (VET_RECORD_FILE_MESSAGES.unsafe), never tried again:
 *  - its JavaScript heap (`--max-old-space-size`): Node ends it when the heap is full;
 *  - its whole resident memory, read from /proc every 100 ms: pdfjs inflates streams into typed
 *    arrays and tesseract works in WebAssembly memory, both outside the heap limit (measured: a
 *    worker thread with a 64 MB heap limit held 384 MB of array buffers for a 256 MiB bomb);
 *  - time: a page (or the start) taking longer than `quietMs`, or the file longer than `totalMs`.
 * Whatever the child took goes back to the system when it exits, after every file.
 */

export interface ReadingLimits {
  /** The child's JavaScript heap, MB (`--max-old-space-size`). */
  heapMb: number
  /** The child's resident memory, all of it, MB. */
  rssMb: number
  /** The longest a page (or starting) may take: no sign of life for this long ends the child. */
  quietMs: number
  /** The longest one file may take. */
  totalMs: number
}

/**
 * Measured on the test fixtures through tsx (decision 058): a text PDF peaked at about 330 MB
 * resident, a photo's OCR at about 300 MB. A page takes seconds by OCR on a busy machine, a text
 * page milliseconds: 90 s for one page is far past any honest file.
 */
export const DEFAULT_READING_LIMITS: ReadingLimits = { heapMb: 256, rssMb: 768, quietMs: 90_000, totalMs: 10 * 60_000 }

const MEMORY_CHECK_MS = 100

export async function readDocument(
  file: { bytes: Uint8Array; contentType: string },
  { onProgress = () => {}, limits = DEFAULT_READING_LIMITS, log }: ExtractTextOptions & { limits?: ReadingLimits; log?: Logger } = {},
): Promise<ExtractedText> {
  const { file: entry, execArgv } = serverPaths.documentWorker
  const child = fork(entry, [], {
    cwd: serverDir,
    execArgv: [...execArgv, `--max-old-space-size=${limits.heapMb}`],
    // No environment at all: the file is untrusted, and the server's secrets stay in the server.
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))

  const started = Date.now()
  let lastSign = started
  let peakRssMb = 0
  let limitPassed: string | undefined
  const end = (reason: string) => {
    limitPassed ??= reason
    child.kill('SIGKILL')
  }
  const watch = setInterval(() => {
    const now = Date.now()
    if (now - lastSign > limits.quietMs) end(`no page done within ${limits.quietMs} ms`)
    else if (now - started > limits.totalMs) end(`not read within ${limits.totalMs} ms`)
    if (child.pid === undefined) return
    residentMb(child.pid).then(
      (mb) => {
        if (mb === undefined) return
        peakRssMb = Math.max(peakRssMb, mb)
        if (mb > limits.rssMb) end(`resident memory ${mb} MB over ${limits.rssMb} MB`)
      },
      () => {},
    )
  }, MEMORY_CHECK_MS)

  try {
    const reply = await new Promise<WorkerReply | undefined>((resolve, reject) => {
      let answer: WorkerReply | undefined
      child.on('message', (message: WorkerReply) => {
        lastSign = Date.now()
        if (message.type === 'progress') onProgress({ stage: 'reading', page: message.page, pages: message.pages })
        else if (message.type !== 'ready') answer = message
      })
      child.once('error', reject)
      child.once('exit', (code, signal) => {
        if (!answer && !limitPassed) {
          // Node ends a process whose heap is full with a fatal error: that is the heap limit passed.
          if (/heap (limit|out of memory)/i.test(stderr)) limitPassed = `heap over ${limits.heapMb} MB`
          else if (code !== 0 || signal) log?.warn({ code, signal, stderr }, 'the vet record reading process ended without an answer')
        }
        resolve(answer)
      })
      child.send({ bytes: file.bytes, contentType: file.contentType } satisfies WorkerRequest)
    })
    if (limitPassed) {
      log?.warn({ reason: limitPassed, peakRssMb, ms: Date.now() - started }, 'vet record refused: it passed the reader’s limits')
      throw new AppError('VALIDATION', VET_RECORD_FILE_MESSAGES.unsafe)
    }
    if (!reply) throw new Error('the vet record reading process ended without an answer')
    if (reply.type === 'refused') throw new AppError(reply.code, reply.message)
    if (reply.type === 'error') throw new Error(`reading the vet record failed: ${reply.message}`)
    if (reply.type !== 'done') throw new Error(`unexpected answer from the reading process: ${reply.type}`)
    log?.debug({ peakRssMb, ms: Date.now() - started, pages: reply.pages.length }, 'vet record read')
    return { pages: reply.pages }
  } finally {
    clearInterval(watch)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
}

/** A process's resident memory in MB (Linux); undefined where /proc is not there. */
async function residentMb(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined)
  const kb = status?.match(/^VmRSS:\s+(\d+) kB/m)?.[1]
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024)
}
