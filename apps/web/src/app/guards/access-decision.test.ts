import { describe, expect, it } from 'vitest'
import { type Access, decideAccess } from './access-decision'

const guest = { role: 'guest' } as const
const account = { role: 'account' } as const
const admin = { role: 'admin' } as const

describe('decideAccess (route guard, admin gate, roles)', () => {
  it.each([
    ['guest', undefined, { type: 'loading' }],
    ['account', undefined, { type: 'loading' }],
    ['admin', undefined, { type: 'loading' }],
    ['logged-out', undefined, { type: 'loading' }],
    ['guest', guest, { type: 'allow' }],
    ['guest', account, { type: 'allow' }],
    ['account', guest, { type: 'redirect', to: '/auth?redirectTo=%2Fprofile%3Ftab%3D1' }],
    ['account', account, { type: 'allow' }],
    ['account', admin, { type: 'allow' }],
    ['admin', guest, { type: 'redirect', to: '/auth?redirectTo=%2Fprofile%3Ftab%3D1' }],
    ['admin', account, { type: 'redirect', to: '/' }],
    ['admin', admin, { type: 'allow' }],
    ['logged-out', guest, { type: 'allow' }],
    ['logged-out', account, { type: 'redirect', to: '/' }],
    ['logged-out', admin, { type: 'redirect', to: '/' }],
  ] as const)('%s page, viewer %j → %j', (access, viewer, expected) => {
    expect(decideAccess(access as Access, viewer, '/profile?tab=1')).toEqual(expected)
  })
})
