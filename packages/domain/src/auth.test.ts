import { describe, expect, it } from 'vitest'
import { welcomeMessage } from './auth'
import {
  changeEmailSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth-input'

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

describe('welcomeMessage', () => {
  it.each([
    ['ana@example.com', 'Welcome ana@example.com'],
    [null, 'Welcome back'],
    ['', 'Welcome back'],
  ])('%j → %j', (email, expected) => {
    expect(welcomeMessage(email)).toBe(expected)
  })
})

describe('account schemas', () => {
  it('refuses a guest placeholder address at sign-up', () => {
    expect(fieldErrors(signUpSchema.safeParse({ name: 'A', email: 'temp-1@guest.pawpulse.invalid', password: '12345678' }))).toEqual({
      email: 'Enter your own e-mail address',
    })
  })

  it.each([
    [{ newPassword: 'new password', confirmPassword: 'new password' }, {}],
    [{ newPassword: 'new password', confirmPassword: 'new passwort' }, { confirmPassword: 'The two passwords do not match' }],
    [{ newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'New password must be at least 8 characters' }],
    [{ newPassword: 'new password', confirmPassword: '' }, { confirmPassword: 'Type the new password again' }],
  ])('reset form %j → %j', (input, expected) => {
    expect(fieldErrors(resetPasswordFormSchema.safeParse(input))).toEqual(expected)
  })

  it('needs the token of the link to reset a password', () => {
    expect(fieldErrors(resetPasswordSchema.safeParse({ token: '', newPassword: 'new password' }))).toEqual({
      token: 'This reset link is incomplete. Open the link from the e-mail again.',
    })
  })

  it.each([
    [{ currentPassword: 'old password', newPassword: 'new password', confirmPassword: 'new password', revokeOtherSessions: true }, {}],
    [
      { currentPassword: '', newPassword: 'new password', confirmPassword: 'new password', revokeOtherSessions: true },
      { currentPassword: 'Enter your current password' },
    ],
    [
      { currentPassword: 'same password', newPassword: 'same password', confirmPassword: 'same password', revokeOtherSessions: false },
      { newPassword: 'Choose a password different from your current one' },
    ],
  ])('change-password form %j → %j', (input, expected) => {
    expect(fieldErrors(changePasswordFormSchema.safeParse(input))).toEqual(expected)
  })

  it('refuses the same new password on the request too', () => {
    expect(fieldErrors(changePasswordSchema.safeParse({ currentPassword: 'same password', newPassword: 'same password' }))).toEqual({
      newPassword: 'Choose a password different from your current one',
    })
  })

  it.each([
    [{ newEmail: ' New@Example.com ', currentPassword: 'x' }, {}],
    [{ newEmail: 'nope', currentPassword: 'x' }, { newEmail: 'Enter a valid e-mail address' }],
    [{ newEmail: 'a@example.com' }, { currentPassword: 'Enter your current password' }],
  ])('change e-mail %j → %j', (input, expected) => {
    expect(fieldErrors(changeEmailSchema.safeParse(input))).toEqual(expected)
  })

  it('answers the forgot-password request for any well-formed address', () => {
    expect(forgotPasswordSchema.parse({ email: ' ana@example.com ' })).toEqual({ email: 'ana@example.com' })
    expect(fieldErrors(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'E-mail is required' })
  })
})
