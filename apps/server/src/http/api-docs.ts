import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { AppError } from '../lib/app-error'
import { packageDir } from '../paths'
import type { AppEnv } from './env'

/**
 * The API reference at `/api/docs`: Swagger UI (swagger-ui-dist) rendering `/api/openapi.json`,
 * its files served from the package in node_modules, never a CDN (docs/decisions/028-api-reference.md).
 * The page loads its start-up code as a file, so the app's Content-Security-Policy (no inline
 * scripts) holds here too.
 */
const distDir = packageDir('swagger-ui-dist')
const { version } = JSON.parse(readFileSync(join(distDir, 'package.json'), 'utf8')) as { version: string }

/** The package's files the page uses, and their types; nothing else of node_modules is reachable. */
const assets: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

/** The asset's address carries the package version, so it may be cached for a year. */
const assetUrl = (file: string) => `/api/docs/assets/${version}/${file}`

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pawpulse API reference</title>
    <link rel="icon" type="image/png" href="${assetUrl('favicon-32x32.png')}" />
    <link rel="stylesheet" href="${assetUrl('swagger-ui.css')}" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${assetUrl('swagger-ui-bundle.js')}"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`

const start = `// Renders the document this server describes itself with.
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  displayOperationId: true,
  tryItOutEnabled: false,
  // No call to validator.swagger.io: nothing leaves this server.
  validatorUrl: null,
})
`

export function mountApiDocs(app: Hono<AppEnv>) {
  app.get('/api/docs', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(page)
  })
  app.get('/api/docs/start.js', (c) => {
    c.header('Cache-Control', 'no-cache')
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(start)
  })
  app.get('/api/docs/assets/:version/:file', async (c) => {
    const file = c.req.param('file')
    const type = assets[file]
    if (!type || c.req.param('version') !== version) throw AppError.notFound('No such file')
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    c.header('Content-Type', type)
    return c.body(await readFile(join(distDir, file)))
  })
}
