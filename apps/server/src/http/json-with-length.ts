import { Buffer } from 'node:buffer'
import type { Context } from 'hono'

/** Answers from this many bytes are gzipped for clients that accept it (app.ts passes it to compress()). */
export const COMPRESS_THRESHOLD = 1024

/**
 * `c.json()` that also says the answer's length. compress() looks at Content-Length first: with it,
 * a small answer (most API answers are under its 1 KB threshold) passes untouched; without it,
 * compress() adds `Vary` and reads the body, which turns the Node adapter's lightweight response
 * into a full fetch `Response` with a stream — a quarter of a small read's time (decision 033).
 * A larger answer says `Vary: Accept-Encoding` here, as compress() would: its own `c.header()`
 * after the handler makes the same full `Response` even when the client takes no gzip (the
 * dashboard, decision 065).
 */
export function jsonWithLength(c: Context): Context['json'] {
  return ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object)
    const bytes = Buffer.byteLength(text)
    const vary = bytes >= COMPRESS_THRESHOLD ? { vary: 'Accept-Encoding' } : undefined
    return c.body(text, arg as never, { 'content-type': 'application/json', ...vary, ...headers, 'content-length': String(bytes) } as never)
  }) as unknown as Context['json']
}
