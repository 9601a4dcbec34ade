import { describe, expect, it } from 'vitest'
import { APP_ROUTE_PATTERNS, routePattern, shouldSendBeacon } from './analytics'

describe('routePattern (page views are counted per route, never per id or token)', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard'],
    ['/Dashboard', '/dashboard'],
    ['/dashboard?pet=123', '/dashboard'],
    ['/pet#photos', '/pet'],
    ['/symptoms', '/symptoms'],
    ['/symptoms/mvd', '/symptoms/:conditionId'],
    ['/symptoms/mvd?range=30', '/symptoms/:conditionId'],
    ['/shared-report/abc123secret', '/shared-report/:token'],
    ['/my-shared-report-preview/abc123secret', '/my-shared-report-preview/:token'],
    ['/report/live', '/report/live'],
    ['/onboarding/ai', '/onboarding/ai'],
    ['/admin/feedback', '/admin/feedback'],
    ['/admin/other-responses', '/admin/other-responses'],
    ['/admin/marketplace?entry=new', '/admin/marketplace'],
    ['/auth?redirectTo=%2Fprofile', '/auth'],
    ['/no-such-page', '*'],
    ['/symptoms/mvd/extra', '*'],
    ['/shared-report/', '*'],
    ['dashboard', '*'],
    ['https://evil.example/dashboard', '*'],
    ['', '*'],
    [`/${'a'.repeat(3000)}`, '*'],
  ])('%j → %j', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern)
  })

  it('maps every pattern to itself, so the server can apply it to what a client sends', () => {
    for (const pattern of APP_ROUTE_PATTERNS) expect(routePattern(pattern)).toBe(pattern)
  })
})

describe('shouldSendBeacon (Do Not Track and Global Privacy Control are honoured)', () => {
  it.each([
    [{}, true],
    [{ doNotTrack: null, globalPrivacyControl: undefined }, true],
    [{ doNotTrack: '0' }, true],
    [{ doNotTrack: 'unspecified' }, true],
    [{ doNotTrack: '1' }, false],
    [{ doNotTrack: 'yes' }, false],
    [{ globalPrivacyControl: false }, true],
    [{ globalPrivacyControl: true }, false],
    [{ globalPrivacyControl: '1' }, false],
    [{ doNotTrack: '0', globalPrivacyControl: true }, false],
  ])('%j → %j', (signals, expected) => {
    expect(shouldSendBeacon(signals)).toBe(expected)
  })
})
