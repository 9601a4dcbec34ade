import { describe, expect, it } from 'vitest'
import { isSafeName, readTar, tarEnd, tarEntry } from '#server/lib/tar.ts'

const archive = (...entries: { name: string; data: Uint8Array }[]) =>
  new Uint8Array(Buffer.concat([...entries.map((e) => tarEntry({ ...e, mtime: 1_700_000_000 })), tarEnd()]))

describe('tar (backups)', () => {
  it('reads back what it wrote: names long enough to need the ustar prefix, binary content, empty files', () => {
    const long = `files/pet-images/${'a'.repeat(36)}/${'b'.repeat(36)}/${'c'.repeat(36)}-original.webp`
    const binary = new Uint8Array(Array.from({ length: 1500 }, (_, i) => i % 256))
    const entries = readTar(
      archive(
        { name: 'manifest.json', data: Buffer.from('{"a":1}') },
        { name: long, data: binary },
        { name: 'outbox/empty.eml', data: new Uint8Array() },
      ),
    )
    expect(entries.map((e) => [e.name, e.data.length, e.mtime])).toEqual([
      ['manifest.json', 7, 1_700_000_000],
      [long, 1500, 1_700_000_000],
      ['outbox/empty.eml', 0, 1_700_000_000],
    ])
    expect([...entries[1]!.data]).toEqual([...binary])
  })

  it.each(['../evil', 'files/../../evil', '/etc/passwd', 'a//b', 'a/./b', 'nul\0name', 'back\\slash', ''])(
    'refuses the unsafe name %j',
    (name) => {
      expect(isSafeName(name)).toBe(false)
      expect(() => tarEntry({ name, data: new Uint8Array() })).toThrow()
    },
  )

  it('refuses an archive whose header was tampered with, or that is cut short', () => {
    const good = archive({ name: 'files/abc.txt', data: new Uint8Array(1000) })
    const renamed = good.slice()
    renamed.set(Buffer.from('../../abc.txt'), 0)
    expect(() => readTar(renamed)).toThrow('checksum')
    expect(() => readTar(good.slice(0, 600))).toThrow('cut short')
  })

  it('refuses a name that climbs out of the folder even with a correct checksum', () => {
    const crafted = archive({ name: 'files/abc.txt', data: Buffer.from('x') })
    crafted.set(Buffer.from('../../abc.txt'), 0)
    crafted.fill(0x20, 148, 156)
    const sum = crafted.subarray(0, 512).reduce((total, byte) => total + byte, 0)
    crafted.set(Buffer.from(`${sum.toString(8).padStart(6, '0')}\0 `), 148)
    expect(() => readTar(crafted)).toThrow('unsafe name')
  })
})
