import { describe, expect, it } from 'vitest'
import { forwardedClient } from '#server/http/client-ip.ts'
import { createTestApp, createTestUser, TestClient } from './test-app'

// Behind one proxy (PAWPULSE_TRUST_PROXY=true), with the production sign-in limits.
const { app } = await createTestApp({
  trustedProxyHops: 1,
  authRateLimits: { signIn: { window: 60, max: 10 }, signUp: { window: 60, max: 1000 }, anonymous: { window: 60, max: 1000 } },
  accountSignInLimit: { window: 900, max: 10 },
})

let counter = 0
/** What the client writes into X-Forwarded-For: a fresh address each time. */
const spoofed = () => `198.51.100.${++counter % 250}, 10.0.${counter % 250}.1`
let realAddress = 0
/** A proxy's address for a distinct real client (the entry the trusted proxy appended). */
const nextRealAddress = () => `203.0.113.${++realAddress}`

// Every sign-in hashes a password: dozens of them take minutes on a busy two-core machine.
describe('the client address behind a trusted proxy', { timeout: 240_000 }, () => {
  it('is the entry the proxies appended, not what the client wrote', () => {
    expect(forwardedClient('1.1.1.1, 2.2.2.2, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(forwardedClient('1.1.1.1, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9')
    expect(forwardedClient('203.0.113.9', 2)).toBe('203.0.113.9')
    expect(forwardedClient(' , ', 1)).toBeUndefined()
  })

  it('stops 30 sign-in attempts whose left-most X-Forwarded-For changes each time', async () => {
    const client = new TestClient(app)
    const address = nextRealAddress()
    const statuses: number[] = []
    // One password tried on 30 accounts, so that only the per-address limit can stop it.
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await client.post(
        '/api/auth/sign-in/email',
        { email: `sprayed-${attempt}@example.com`, password: 'summer2026' },
        {
          'x-forwarded-for': `${spoofed()}, ${address}`,
        },
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(20).fill(429))
  })

  it('stops 150 share-link guesses whose left-most X-Forwarded-For changes each time', async () => {
    const guesser = new TestClient(app)
    const address = nextRealAddress()
    const statuses: number[] = []
    for (let guess = 0; guess < 150; guess++) {
      const token = `${String(guess).padStart(4, '0')}${'C'.repeat(39)}`
      statuses.push(
        (await guesser.request('GET', `/api/shared-reports/${token}`, undefined, { 'x-forwarded-for': `${spoofed()}, ${address}` })).status,
      )
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(100)
    expect(statuses.slice(100)).toEqual(Array(50).fill(429))
  })
})

describe('failed sign-ins per account', { timeout: 240_000 }, () => {
  it('are bounded whatever address they come from, in the error shape', async () => {
    const { email } = await createTestUser(app, { password: 'correct horse' })
    const statuses: number[] = []
    // Every attempt from another real address: the per-address limit never trips.
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await new TestClient(app).post(
        '/api/auth/sign-in/email',
        { email, password: `guess ${attempt}` },
        {
          'x-forwarded-for': nextRealAddress(),
        },
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    // Even the right password waits for the window: otherwise the 11th guess could still succeed.
    const right = await new TestClient(app).post(
      '/api/auth/sign-in/email',
      { email, password: 'correct horse' },
      {
        'x-forwarded-for': nextRealAddress(),
      },
    )
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(await right.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
    })
  })

  it('count unknown addresses alike, so the limit tells nobody which addresses have accounts', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await new TestClient(app).post(
        '/api/auth/sign-in/email',
        { email: 'nobody-here@example.com', password: 'guess it' },
        {
          'x-forwarded-for': nextRealAddress(),
        },
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429])
  })

  it('never lock out an owner who signs in successfully, again and again', async () => {
    const { email } = await createTestUser(app, { password: 'correct horse' })
    for (let i = 0; i < 11; i++) {
      const response = await new TestClient(app).post(
        '/api/auth/sign-in/email',
        { email, password: 'correct horse' },
        {
          'x-forwarded-for': nextRealAddress(),
        },
      )
      expect(response.status).toBe(200)
    }
  })
})
