import { describe, expect, it } from 'vitest'
import { dropRejectionMessage, exceedsPixelLimit, IMAGE_UPLOAD_MESSAGES } from './image-upload'

describe('dropRejectionMessage (drop-zone rejection codes)', () => {
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

describe('exceedsPixelLimit (40 megapixels)', () => {
  it.each([
    [4000, 3000, false],
    [8000, 5000, false],
    [40_000_000, 1, false],
    [6325, 6325, true],
    [8000, 6000, true],
    [10_000, 10_000, true],
    [40_000_001, 1, true],
  ])('%i × %i → %s', (width, height, expected) => expect(exceedsPixelLimit(width, height)).toBe(expected))

  it('says so in the words of the size limit', () => {
    expect(IMAGE_UPLOAD_MESSAGES.tooManyPixels).toBe('Image exceeds 40 megapixel limit')
  })
})
