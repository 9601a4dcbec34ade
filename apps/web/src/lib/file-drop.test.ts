import { describe, expect, it } from 'vitest'
import { type FileRules, sortFiles } from './file-drop'

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type })
const rules: FileRules = { accept: ['image/png', 'image/jpeg'], maxSize: 100, minSize: 1, multiple: true, maxFiles: 2 }
const names = (files: File[]) => files.map((entry) => entry.name)

describe('sortFiles', () => {
  it.each([
    { case: 'a file of an accepted type and size', files: [file('a.png', 'image/png', 10)], accepted: ['a.png'], refused: [] },
    { case: 'another type', files: [file('a.txt', 'text/plain', 10)], accepted: [], refused: [['a.txt', ['file-invalid-type']]] },
    { case: 'too large', files: [file('a.png', 'image/png', 101)], accepted: [], refused: [['a.png', ['file-too-large']]] },
    { case: 'empty', files: [file('a.png', 'image/png', 0)], accepted: [], refused: [['a.png', ['file-too-small']]] },
    {
      case: 'another type and too large: both reasons, type first',
      files: [file('a.gif', 'image/gif', 500)],
      accepted: [],
      refused: [['a.gif', ['file-invalid-type', 'file-too-large']]],
    },
    {
      case: 'past the limit: the first ones kept, the rest too many',
      files: [file('1.png', 'image/png', 5), file('x.txt', 'text/plain', 5), file('2.png', 'image/png', 5), file('3.png', 'image/png', 5)],
      accepted: ['1.png', '2.png'],
      refused: [
        ['x.txt', ['file-invalid-type']],
        ['3.png', ['too-many-files']],
      ],
    },
  ])('$case', ({ files, accepted, refused }) => {
    const sorted = sortFiles(files, rules)
    expect(names(sorted.accepted)).toEqual(accepted)
    expect(sorted.rejections.map(({ file: entry, errors }) => [entry.name, errors])).toEqual(refused)
  })

  it('takes one file when the zone takes one', () => {
    const sorted = sortFiles([file('1.png', 'image/png', 5), file('2.png', 'image/png', 5)], { ...rules, multiple: false })
    expect(names(sorted.accepted)).toEqual(['1.png'])
    expect(sorted.rejections.map(({ errors }) => errors)).toEqual([['too-many-files']])
  })
})
