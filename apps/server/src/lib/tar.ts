/**
 * The small part of the tar format (POSIX ustar) that backups need: regular files only, written
 * as a stream and read back whole. Any `tar -xzf` can open the result; reading refuses names
 * that would land outside the folder they are extracted into.
 */

const BLOCK = 512

export interface TarEntry {
  /** Relative, `/`-separated, e.g. `files/pet-images/…/original.webp`. */
  name: string
  data: Uint8Array
  /** Seconds since the epoch. */
  mtime?: number
}

/** The header, the content and its padding: one entry as it goes into the stream. */
export function tarEntry({ name, data, mtime = Math.floor(Date.now() / 1000) }: TarEntry): Buffer {
  const header = Buffer.alloc(BLOCK)
  const [prefix, base] = splitName(name)
  header.write(base, 0, 100, 'utf8')
  writeOctal(header, 0o644, 100, 8)
  writeOctal(header, 0, 108, 8)
  writeOctal(header, 0, 116, 8)
  writeOctal(header, data.length, 124, 12)
  writeOctal(header, mtime, 136, 12)
  header.fill(0x20, 148, 156) // the checksum is computed with its own field as spaces
  header.write('0', 156, 1, 'latin1')
  header.write('ustar\u000000', 257, 8, 'latin1')
  header.write(prefix, 345, 155, 'utf8')
  let sum = 0
  for (const byte of header) sum += byte
  writeOctal(header, sum, 148, 7)
  header[155] = 0x20
  const padding = (BLOCK - (data.length % BLOCK)) % BLOCK
  return Buffer.concat([header, Buffer.from(data.buffer, data.byteOffset, data.length), Buffer.alloc(padding)])
}

/** Two empty blocks close the archive. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2)

/** Every regular file of an archive. Throws on a damaged header or an unsafe name. */
export function readTar(archive: Uint8Array): TarEntry[] {
  const bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.length)
  const entries: TarEntry[] = []
  let offset = 0
  while (offset + BLOCK <= bytes.length) {
    const header = bytes.subarray(offset, offset + BLOCK)
    if (header.every((b) => b === 0)) break
    const stored = parseOctal(header, 148, 8)
    let sum = 0
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!
    if (sum !== stored) throw new Error('The archive is damaged (a header checksum does not match).')
    const size = parseOctal(header, 124, 12)
    const type = String.fromCharCode(header[156]!)
    const base = cString(header, 0, 100)
    const prefix = header.subarray(257, 262).toString('latin1') === 'ustar' ? cString(header, 345, 155) : ''
    const name = prefix ? `${prefix}/${base}` : base
    const start = offset + BLOCK
    if (start + size > bytes.length) throw new Error('The archive is cut short.')
    if (type === '0' || type === '\0') {
      if (!isSafeName(name)) throw new Error(`The archive holds an unsafe name: ${JSON.stringify(name)}`)
      entries.push({ name, data: new Uint8Array(bytes.subarray(start, start + size)), mtime: parseOctal(header, 136, 12) })
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK
  }
  return entries
}

/** Relative, no `..`, no empty or absolute parts, no NUL. */
export function isSafeName(name: string): boolean {
  if (!name || name.startsWith('/') || name.includes('\0') || name.includes('\\')) return false
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
}

/** ustar keeps up to 100 bytes of name and 155 of prefix, split at a `/`. */
function splitName(name: string): [string, string] {
  if (!isSafeName(name)) throw new Error(`unsafe name for an archive: ${JSON.stringify(name)}`)
  if (Buffer.byteLength(name) <= 100) return ['', name]
  const parts = name.split('/')
  for (let i = 1; i < parts.length; i++) {
    const prefix = parts.slice(0, i).join('/')
    const base = parts.slice(i).join('/')
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base]
  }
  throw new Error(`name too long for an archive: ${name}`)
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  header.write(value.toString(8).padStart(length - 1, '0'), offset, length - 1, 'latin1')
  header[offset + length - 1] = 0
}

function parseOctal(header: Buffer, offset: number, length: number): number {
  const text = cString(header, offset, length).trim()
  return text ? parseInt(text, 8) : 0
}

function cString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? length : end).toString('utf8')
}
