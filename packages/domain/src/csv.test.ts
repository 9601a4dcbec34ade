import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    [-3.5, '-3.5'],
    [null, ''],
  ])('%o → %s', (value, expected) => expect(csvField(value)).toBe(expected))
  it('joins rows with CRLF after a header', () => expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n'))
})
