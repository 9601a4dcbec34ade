import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { AppEnv } from './env'

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every client
 * route (React Router handles `*`, the not-found page included).
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
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
  app.use('*', serveStatic({ root: distDir }))
  let indexHtml: Promise<string> | undefined
  app.on(['GET', 'HEAD'], '*', async (c) => {
    indexHtml ??= readFile(join(distDir, 'index.html'), 'utf8')
    c.header('Cache-Control', 'no-cache')
    return c.html(await indexHtml)
  })
}
