import { describe, expect, it } from 'vitest'
import { codeKind, normalizeCode } from './two-factor'

describe('codeKind', () => {
  it.each([
    ['123456', 'totp'],
    ['123 456', 'totp'],
    [' 000000 ', 'totp'],
    ['aB3dE-fG5hJ', 'recovery'],
    ['12345-67890', 'recovery'],
    ['12345', null],
    ['1234567', null],
    ['abcdef', null],
    ['aB3dE_fG5hJ', null],
    ['', null],
  ] as const)('%j is %s', (input, kind) => {
    expect(codeKind(input)).toBe(kind)
  })
})

describe('normalizeCode', () => {
  it('removes the spaces apps print between groups', () => {
    expect(normalizeCode(' 123 456\t')).toBe('123456')
  })
})
