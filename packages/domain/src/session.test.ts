import { describe, expect, it } from 'vitest'
import { authResultSchema, sessionSchema, viewerRoleOf } from './session'

const betterAuthUser = {
  name: 'Guest',
  email: 'temp-abc@guest.pawpulse.invalid',
  emailVerified: false,
  image: null,
  createdAt: '2026-11-21T08:40:27.224Z',
  updatedAt: '2026-11-21T08:40:27.224Z',
  isAnonymous: true,
  role: 'user',
  banned: false,
  id: 'd24d6283-d342-4fae-95a9-9e076f94d49c',
}

describe('sessionSchema', () => {
  it.each([
    ['no session', null, true],
    [
      'a guest session as Better Auth sends it',
      { session: { id: 's1', userId: betterAuthUser.id, expiresAt: '2026-12-21T08:40:27.229Z', token: 't' }, user: betterAuthUser },
      true,
    ],
    ['a session without its user', { session: { id: 's1', userId: 'u', expiresAt: 'x' } }, false],
    ['an empty object', {}, false],
  ])('%s → valid %s', (_name, body, isValid) => {
    expect(sessionSchema.safeParse(body).success).toBe(isValid)
  })

  it('keeps only the fields the app reads', () => {
    expect(authResultSchema.parse({ signedIn: true, user: betterAuthUser }).user).toEqual({
      id: betterAuthUser.id,
      email: betterAuthUser.email,
      name: 'Guest',
      role: 'user',
      isAnonymous: true,
    })
  })
})

describe('viewerRoleOf', () => {
  it.each([
    [{ isAnonymous: true, role: 'user' }, 'guest'],
    [{ isAnonymous: true, role: 'admin' }, 'guest'],
    [{ isAnonymous: false, role: 'user' }, 'account'],
    [{ isAnonymous: null, role: null }, 'account'],
    [{ isAnonymous: undefined, role: 'admin' }, 'admin'],
    [{ isAnonymous: false, role: 'admin' }, 'admin'],
  ] as const)('%j → %s', (user, expected) => {
    expect(viewerRoleOf(user)).toBe(expected)
  })
})
