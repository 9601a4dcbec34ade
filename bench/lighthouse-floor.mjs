// What Lighthouse gives, on this machine, a page that draws exactly what a signed-in page of the app
// draws, with less or no JavaScript: the floor under the app's own score (decision 065).
// For one page (the argument; default /dashboard):
// - "the app": the built app, signed in, as bench/lighthouse.mjs measures it;
// - "React alone": the app's index.html (same stylesheet, same splash) whose one script is React DOM
//   drawing the page's finished DOM, copied from the app, in one render: no router, no query cache,
//   no schemas, no requests for data;
// - "static copy": the page's finished DOM as HTML with the app's stylesheet and no script at all.
// The three are run in turn, RUNS rounds, so a change in the machine's speed falls on all three.
// The gap from "static copy" to "React alone" is what drawing this DOM with React costs here; the
// gap from "React alone" to "the app" is what the app's code, data and requests add.
import { createServer } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { build } from 'esbuild'
import { chromium } from 'playwright'
import { freePort } from './free-port.mjs'
import {
  cpuLine,
  gatherRun,
  launchChromium,
  median,
  scoreRuns,
  slowdownFor,
  seconds,
  seedOwner,
  startBuiltServer,
  summarise,
} from './lighthouse-common.mjs'
import { root, webDist } from './paths.mjs'

const RUNS = Number(process.env.RUNS ?? 5)
const PATH = process.argv[2] ?? '/dashboard'
/** Lighthouse's default mobile screen (a Moto G Power): the DOM is copied at the size it is measured at. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/** The page as the app draws it once its answers are in: its whole HTML, and the root's tree for React. */
async function copyDrawnPage(base, path, cookie) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const context = await browser.newContext(MOBILE)
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        return { name, value: value.join('='), url: base }
      }),
    )
    const page = await context.newPage()
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 120_000 })
    // Drawn, as bench/bundle-size.mjs waits for it: a heading, nothing says "Loading", nothing is
    // being fetched; then a moment for the sections drawn when idle (decision 065).
    await page.locator('h1').first().waitFor({ timeout: 120_000 })
    const loading = '[role="status"][aria-label^="Loading"]'
    await page.waitForFunction((selector) => !globalThis.document.querySelector(selector), loading, { timeout: 120_000 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    return await page.evaluate(() => {
      const { document } = globalThis
      const [ELEMENT, TEXT] = [1, 3]
      const toTree = (node) => {
        if (node.nodeType === TEXT) return node.data
        if (node.nodeType !== ELEMENT) return null
        const attributes = Object.fromEntries([...node.attributes].map((a) => [a.name, a.value]))
        return [node.localName, attributes, [...node.childNodes].map(toTree).filter((child) => child !== null)]
      }
      const tree = toTree(document.getElementById('root'))[2]
      const copy = document.documentElement.cloneNode(true)
      for (const element of copy.querySelectorAll('script, link[rel="modulepreload"]')) element.remove()
      return { tree, html: `<!doctype html>\n${copy.outerHTML}` }
    })
  } finally {
    await browser.close()
  }
}

/** React DOM drawing `tree` in one render into #root, as one minified module. */
async function buildReactAlone(tree) {
  const entry = `
    import { createElement } from 'react'
    import { createRoot } from 'react-dom/client'
    const tree = ${JSON.stringify(tree)}
    const RENAMED = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', autocomplete: 'autoComplete',
      maxlength: 'maxLength', inputmode: 'inputMode', enterkeyhint: 'enterKeyHint', value: 'defaultValue', checked: 'defaultChecked' }
    const BOOLEAN = new Set(['disabled', 'hidden', 'checked', 'selected', 'required', 'readonly', 'multiple', 'open', 'inert'])
    const camel = (name) => name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())
    const style = (text) => Object.fromEntries(text.split(';').filter((d) => d.includes(':')).map((d) => {
      const at = d.indexOf(':')
      return [camel(d.slice(0, at).trim()), d.slice(at + 1).trim()]
    }))
    function draw(node, key) {
      if (typeof node === 'string') return node
      const [tag, attributes, children] = node
      const props = { key }
      for (const [name, value] of Object.entries(attributes)) {
        if (name === 'style') props.style = style(value)
        else props[RENAMED[name] ?? name] = BOOLEAN.has(name) ? true : value
      }
      return createElement(tag, props, ...children.map(draw))
    }
    createRoot(document.getElementById('root')).render(tree.map(draw))
  `
  const result = await build({
    stdin: { contents: entry, resolveDir: join(root, 'apps/web'), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0].contents
}

/** The app's index.html with its scripts and preloads replaced by the one module: same head, same splash. */
function reactAlonePage() {
  const index = readFileSync(join(webDist, 'index.html'), 'utf8')
  return index
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('</body>', '<script type="module" src="/floor/react-alone.js"></script>\n</body>')
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
}

/** Serves the two reference pages, and the app's own built files (brotli where the build wrote it, as the app's server does). */
async function serveReferences({ html, script }) {
  const port = await freePort()
  const reactPage = reactAlonePage()
  const reply = (response, type, body, encoding) => {
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...(encoding ? { 'content-encoding': encoding } : {}) })
    response.end(body)
  }
  const pages = {
    '/static': [TYPES['.html'], html],
    '/react': [TYPES['.html'], reactPage],
    '/floor/react-alone.js': [TYPES['.js'], script],
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost')
    const page = pages[url.pathname]
    if (page) return reply(response, page[0], brotliCompressSync(page[1]), 'br')
    const file = normalize(join(webDist, url.pathname))
    if (!file.startsWith(webDist) || !existsSync(file) || url.pathname === '/') {
      response.writeHead(404).end()
      return
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    if (existsSync(`${file}.br`)) reply(response, type, readFileSync(`${file}.br`), 'br')
    else reply(response, type, readFileSync(file))
  })
  await new Promise((done) => server.listen(port, '127.0.0.1', done))
  return { base: `http://localhost:${port}`, close: () => new Promise((done) => server.close(done)) }
}

const { base, stop } = await startBuiltServer()
let chrome
let references
try {
  const cookie = await seedOwner(base)
  const { tree, html } = await copyDrawnPage(base, PATH, cookie)
  const script = await buildReactAlone(tree)
  references = await serveReferences({ html, script })
  chrome = await launchChromium()
  console.log(`Lighthouse mobile (simulated throttling), ${PATH} against its floor, median of ${RUNS} rounds, app ${base}`)
  console.log(
    `React alone's script: ${(script.length / 1024).toFixed(0)} KB, ${(brotliCompressSync(script).length / 1024).toFixed(1)} KB brotli`,
  )
  const variants = [
    { name: 'static copy', url: `${references.base}/static` },
    { name: 'React alone', url: `${references.base}/react` },
    { name: 'the app', url: `${base}${PATH}`, cookie },
  ]
  const runs = new Map(variants.map((v) => [v.name, []]))
  for (let round = 1; round <= RUNS; round++) {
    for (const v of variants) {
      const label = `floor${PATH}-${v.name.replaceAll(' ', '-')}`
      runs.get(v.name).push(await gatherRun(chrome, v.url, { cookie: v.cookie, label, attempt: round }))
    }
  }
  // One slowdown for the three, from all their runs: they are compared with each other.
  const slowdown = slowdownFor([...runs.values()].flat())
  for (const v of variants) {
    const scored = await scoreRuns(runs.get(v.name), slowdown)
    const page = summarise(scored)
    const work = median(scored.map((r) => r.calibrated.audits['mainthread-work-breakdown'].numericValue))
    console.log(
      `  ${v.name.padEnd(12)} performance ${page.performance} (runs ${page.all.join(', ')}), LCP ${seconds(page.lcp)}, FCP ${seconds(page.fcp)}, ` +
        `TBT ${page.tbt.toFixed(0)} ms, main-thread work ${(work / 1000).toFixed(2)} s; ${cpuLine(page)}`,
    )
  }
} finally {
  await chrome?.kill()
  await references?.close()
  await stop()
}
