import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Handler, Hono } from 'hono'
import type { AppEnv } from './env'

/**
 * Serves the built web app: hashed assets cached for a year (compressed at build time), the prerendered landing page for `/`,
 * and index.html for every other client route (React Router handles `*`, the not-found page included).
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      // The build writes a brotli and a gzip copy of each script and stylesheet (apps/web/build/
      // precompress.ts): the one the browser accepts is sent as it is, instead of compressing the
      // file again for every request.
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  // A missing asset is a 404, not index.html: a browser must never run HTML as a script.
  app.all('/assets/*', (c) => c.text('Not found', 404))
  // The service worker (push) keeps its name across releases, so it must never be cached: a browser
  // asks again for every check and gets a new version at once.
  app.use(
    '/sw.js',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache')
      },
    }),
  )
  // `/` exactly is the landing page the build prerendered (landing.html, decision 065): painted from
  // the HTML alone, then hydrated. Registered before the static files, which would answer `/` with
  // index.html, the empty shell every other path gets.
  app.on(['GET', 'HEAD'], '/', htmlFile(distDir, 'landing.html'))
  app.use('*', serveStatic({ root: distDir }))
  app.on(['GET', 'HEAD'], '*', htmlFile(distDir, 'index.html'))
}

/** One of the built pages, read once, never cached by the browser (a new release shows at once). */
function htmlFile(distDir: string, name: string): Handler<AppEnv> {
  let html: Promise<string> | undefined
  return async (c) => {
    html ??= readFile(join(distDir, name), 'utf8')
    c.header('Cache-Control', 'no-cache')
    return c.html(await html)
  }
}
