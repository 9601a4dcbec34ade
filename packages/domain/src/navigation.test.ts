import { describe, expect, it } from 'vitest'
import { destinationAfterSignIn, safeRedirectPath, signInPathFor } from './navigation'

describe('destinationAfterSignIn', () => {
  it.each([
    { onboardingCompleted: undefined, redirectTo: '/breathing', expected: '/useronboarding' },
    { onboardingCompleted: null, redirectTo: null, expected: '/useronboarding' },
    { onboardingCompleted: false, redirectTo: '/breathing', expected: '/useronboarding' },
    { onboardingCompleted: true, redirectTo: null, expected: '/dashboard' },
    { onboardingCompleted: true, redirectTo: '/breathing', expected: '/breathing' },
    { onboardingCompleted: true, redirectTo: '/pet?tab=care', expected: '/pet?tab=care' },
    { onboardingCompleted: true, redirectTo: 'https://evil.example', expected: '/dashboard' },
  ])('onboarding $onboardingCompleted, redirectTo $redirectTo → $expected', (row) => {
    expect(destinationAfterSignIn(row)).toBe(row.expected)
  })
})

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/symptoms/mvd?range=30', '/symptoms/mvd?range=30'],
    ['', null],
    [null, null],
    ['dashboard', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/ok\nLocation: x', null],
    ['/auth', null],
    ['/auth?redirectTo=/x', null],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })
})

describe('signInPathFor', () => {
  it.each([
    ['/profile', '/auth?redirectTo=%2Fprofile'],
    ['/symptoms/mvd?range=7', '/auth?redirectTo=%2Fsymptoms%2Fmvd%3Frange%3D7'],
    ['//evil', '/auth'],
  ])('%s → %s', (path, expected) => {
    expect(signInPathFor(path)).toBe(expected)
  })
})
