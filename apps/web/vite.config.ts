import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { chunkGroups } from './build/chunk-groups.ts'
import { onePathIcons } from './build/one-path-icons.ts'
import { pagePreloads } from './build/page-preloads.ts'
import { precompressAssets } from './build/precompress.ts'
import { prerenderLanding } from './build/prerender-landing.ts'
import { serviceWorkerPrecache } from './build/service-worker-precache.ts'

/** The chunk groups and the plugin that reads the module graph they are drawn from. */
const chunks = chunkGroups()

/** The app's version (root package.json), sent with client error reports. */
const appVersion =
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0'

export default defineConfig({
  plugins: [
    react(),
    onePathIcons(),
    chunks.plugin,
    tailwindcss(),
    pagePreloads({ table: fileURLToPath(new URL('./src/app/page-modules.ts', import.meta.url)) }),
    prerenderLanding(),
    serviceWorkerPrecache(),
    precompressAssets(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
    // Each build is its own release: the device's stored answers (lib/offline/persisted-cache.ts)
    // are dropped when the code that reads them changes.
    __APP_BUILD__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    port: 5173,
    // In development the API runs on its own port (npm run dev); the browser sees one origin.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    // Fewer, larger chunks (build/chunk-groups.ts, decision 065).
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
})
