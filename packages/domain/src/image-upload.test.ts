import { describe, expect, it } from 'vitest'
import { dropRejectionMessage } from './image-upload'

describe('dropRejectionMessage (spec §8 drop-zone rejection codes)', () => {
  it.each([
    { code: 'file-invalid-type', expected: 'File type must be JPEG, PNG, GIF or WebP' },
    { code: 'file-too-large', expected: 'File is larger than 5 MB' },
    { code: 'file-too-small', expected: 'File is empty' },
    { code: 'too-many-files', expected: 'Too many files' },
    { code: 'too-many-files', maxFiles: 10, expected: 'Too many files: choose at most 10 at a time' },
    { code: 'something-new', fallback: 'Library words', expected: 'Library words' },
    { code: 'something-new', expected: 'This file cannot be used' },
  ])('$code → $expected', ({ code, fallback, maxFiles, expected }) => {
    expect(dropRejectionMessage(code, fallback, maxFiles)).toBe(expected)
  })
})
