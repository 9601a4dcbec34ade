import { describe, expect, it } from 'vitest'
import { signInSchema, signUpSchema, welcomeMessage } from './auth'

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('signUpSchema', () => {
  it.each([
    [{ name: 'Ana Ruiz', email: 'ana@example.com', password: '12345678' }, {}],
    [{ name: '  ', email: 'ana@example.com', password: '12345678' }, { name: 'Full name is required' }],
    [{ name: 'Ana', email: 'ana@', password: '12345678' }, { email: 'Enter a valid e-mail address' }],
    [{ name: 'Ana', email: 'ana@example.com', password: '1234567' }, { password: 'Password must be at least 8 characters' }],
    [{}, { name: 'Full name is required', email: 'E-mail is required', password: 'Password is required' }],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrors(signUpSchema.safeParse(input))).toEqual(expected)
  })

  it('trims the name and e-mail', () => {
    expect(signUpSchema.parse({ name: ' Ana ', email: ' ana@example.com ', password: '12345678' })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: '12345678',
    })
  })
})

describe('signInSchema', () => {
  it.each([
    [{ email: 'ana@example.com', password: 'x' }, {}],
    [{ email: 'ana@example.com', password: '' }, { password: 'Password is required' }],
    [{ email: '', password: 'x' }, { email: 'E-mail is required' }],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrors(signInSchema.safeParse(input))).toEqual(expected)
  })
})

describe('welcomeMessage (spec §8)', () => {
  it.each([
    ['ana@example.com', 'Welcome ana@example.com'],
    [null, 'Welcome back'],
    ['', 'Welcome back'],
  ])('%j → %j', (email, expected) => {
    expect(welcomeMessage(email)).toBe(expected)
  })
})
