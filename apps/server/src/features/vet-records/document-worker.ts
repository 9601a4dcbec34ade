// The child process that reads one uploaded vet record (docs/decisions/058): started by
// document-reader.ts for each file, with a heap limit, watched for its memory and time, and ended
// once it has answered. It gets the file's bytes in one IPC message and answers with the pages, or
// the refusal, in another; progress in between. Nothing here touches the database or the files:
// a hostile file can only cost this process, which ends.
//
// Its own entry in the build (build.mjs → dist/document-worker.js); under tsx (dev, tests) it runs
// from this file (paths.ts `documentWorker`).
import { AppError } from '#server/lib/app-error.ts'
import { closeOcr } from './ocr'
import { extractText } from './text-extraction'
import type { WorkerReply, WorkerRequest } from './document-worker-messages'

const send = (reply: WorkerReply) => new Promise<void>((done) => process.send!(reply, () => done()))

// The server gone (its IPC channel closed): nothing to answer to.
process.on('disconnect', () => process.exit(0))

process.once('message', (request: WorkerRequest) => {
  void read(request).finally(async () => {
    await closeOcr()
    process.exit(0)
  })
})

async function read({ bytes, contentType }: WorkerRequest) {
  try {
    const { pages } = await extractText(
      { bytes, contentType },
      { onProgress: ({ page, pages }) => void send({ type: 'progress', page, pages }) },
    )
    await send({ type: 'done', pages })
  } catch (error) {
    if (error instanceof AppError) await send({ type: 'refused', code: error.code, message: error.message })
    else await send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
}

await send({ type: 'ready' })
