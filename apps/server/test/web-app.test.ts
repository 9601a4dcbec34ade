import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from './test-app'

/**
 * A built web app as the web build writes it (apps/web/build/prerender-landing.ts): index.html
 * with an empty root, landing.html with the landing page rendered into it, robots.txt and a script.
 */
const HEADLINE = 'Your pet’s health, kept together.'
const page = (root: string) =>
  `<!doctype html><html lang="en"><head><title>Pawpulse</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root">${root}</div></body></html>`
const distDir = await mkdtemp(join(tmpdir(), 'pawpulse-web-dist-'))
await mkdir(join(distDir, 'assets'))
await writeFile(join(distDir, 'index.html'), page(''))
await writeFile(join(distDir, 'landing.html'), page(`<main id="main"><h1>${HEADLINE}</h1></main>`))
await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n')
await writeFile(join(distDir, 'assets/index-abc.js'), 'export {}\n')
// The copies the build writes beside an asset (apps/web/build/precompress.ts).
const script = `export const greeting = '${'hello '.repeat(400)}'\n`
await writeFile(join(distDir, 'assets/app-def.js'), script)
await writeFile(join(distDir, 'assets/app-def.js.br'), brotliCompressSync(script))
await writeFile(join(distDir, 'assets/app-def.js.gz'), gzipSync(script))

const { app } = await createTestApp({}, { webDistDir: distDir })
afterAll(() => rm(distDir, { recursive: true, force: true }))

describe('the built web app', () => {
  it('answers / with the prerendered landing page, never cached, under the app’s CSP', async () => {
    for (const path of ['/', '/?utm_source=leaflet']) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(await response.text()).toContain(`<h1>${HEADLINE}</h1>`)
    }
    const head = await app.request('/', { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  it('lets a page play a video the owner chose from the device (a blob: URL), and nothing from elsewhere', async () => {
    const response = await app.request('/breathing')
    const policy = response.headers.get('content-security-policy') ?? ''
    const mediaSrc = policy.split(';').find((directive) => directive.trim().startsWith('media-src'))
    expect(mediaSrc?.trim().split(/\s+/)).toEqual(['media-src', "'self'", 'blob:'])
  })

  it('answers every other page with the empty app shell', async () => {
    for (const path of ['/dashboard', '/auth', '/breathing', '/no-such-page', '/index.html']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).not.toContain(HEADLINE)
    }
  })

  it('serves robots.txt as a text file, not the app shell', async () => {
    const response = await app.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toContain('User-agent: *')
  })

  it('serves the scripts, and a missing one as 404', async () => {
    expect((await app.request('/assets/index-abc.js')).status).toBe(200)
    expect((await app.request('/assets/index-gone.js')).status).toBe(404)
  })

  it('sends a script compressed at build time in the encoding the browser accepts, and as it is to one that accepts none', async () => {
    const brotli = await app.request('/assets/app-def.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(brotli.headers.get('content-type')).toMatch(/javascript/)
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script)

    const gzip = await app.request('/assets/app-def.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script)

    const plain = await app.request('/assets/app-def.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })
})
