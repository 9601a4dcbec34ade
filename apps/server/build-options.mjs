// What build.mjs bundles with, shared with scripts/check-bundled-imports.mjs, which must build its
// probe exactly as the server is built to see what the server's imports resolve to.

// Loaded from node_modules as installed: each finds files of its own beside its code, which a bundle
// would leave behind. A package name marks its subpaths external too (`pdfjs-dist/legacy/…`).
export const external = [
  '@electric-sql/pglite', // PostgreSQL's WebAssembly and data files
  '@tesseract.js-data/eng', // the OCR model
  'tesseract.js', // its worker script and WebAssembly core
  'pdfjs-dist', // fonts, character maps, its worker
  'pdfkit', // the standard fonts' metrics (.afm)
  'sharp', // native libvips
  'swagger-ui-dist', // the API reference's assets
  '@aws-sdk/client-s3', // large, and loaded only when files are kept in S3
  'pg-native', // pg's optional native binding, not installed
  'tsx',
]

// The bundled CommonJS packages (pg, pino, nodemailer…) call require() for Node's modules, which an
// ES module has not got: give them one.
export const banner = {
  js: "import { createRequire as __pawpulseCreateRequire } from 'node:module'; const require = __pawpulseCreateRequire(import.meta.url);",
}
