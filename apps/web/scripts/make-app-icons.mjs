// Writes the installed app's icons (apps/web/public/icons) from one paw, so the home screen, the
// task switcher, the browser tab and the notifications show one mark. Run after changing the paw:
//   node apps/web/scripts/make-app-icons.mjs
// The PNGs are committed: the build does not need sharp, and a clone has them as they were checked.
import { Buffer } from 'node:buffer'
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'

const out = new URL('../public/icons/', import.meta.url)
const teal = '#0f766e'
const paw =
  '<g fill="#fff"><ellipse cx="16" cy="21" rx="6" ry="5"/><circle cx="9" cy="13" r="2.6"/><circle cx="14" cy="9" r="2.6"/><circle cx="19" cy="9" r="2.6"/><circle cx="24" cy="13" r="2.6"/></g>'

/** Rounded tile, as the favicon: for browsers that show the icon as it is. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${teal}"/>${paw}</svg>`
/**
 * Full-bleed square with the paw inside the central 80 % "safe zone": Android crops a maskable
 * icon to its own shape (circle, squircle…), so nothing may touch the edges.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${teal}"/><g transform="translate(16 16) scale(0.72) translate(-16 -15)">${paw}</g></svg>`
/** iOS rounds the corners itself and shows transparency as black: a square tile. */
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${teal}"/><g transform="translate(16 16) scale(0.85) translate(-16 -15)">${paw}</g></svg>`

/**
 * The notification's badge: Android draws only its alpha channel, as a one-colour mask in the status
 * bar, so it is the white paw alone on transparent, filling the square.
 */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g transform="translate(16 16) scale(1.35) translate(-16 -16.2)">${paw}</g></svg>`

const icons = [
  // The browser tab's icon. A PNG, not the SVG: Chromium draws an SVG favicon as a document of its
  // own on the page's main thread, in the middle of the app's start (decision 065).
  { file: 'favicon-32.png', svg: rounded, size: 32 },
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: apple, size: 180 },
  { file: 'badge-96.png', svg: badge, size: 96 },
]

await mkdir(out, { recursive: true })
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, out).pathname)
  console.log(`wrote icons/${file} (${size}×${size})`)
}
