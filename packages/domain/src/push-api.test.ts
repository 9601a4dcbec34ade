import { describe, expect, it } from 'vitest'
import { base64UrlByteLength, pushSubscriptionSchema, pushUnsubscribeQuerySchema } from './push-api'

/** 65 bytes starting 0x04, as browsers give: 'B' then 86 more characters. */
const p256dh = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
const auth = 'tBHItJI5svbpez7KI4CCXg'
const endpoint = 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bH'
const valid = { endpoint, expirationTime: null, keys: { p256dh, auth } }

describe('base64UrlByteLength', () => {
  it.each<[string, number | null]>([
    ['', null], // nothing is no key
    ['AA', 1],
    ['AAA', 2],
    ['AAAA', 3],
    ['AAAAA', null], // 4n+1 characters hold no whole byte count
    ['AA==', 1],
    [auth, 16],
    [p256dh, 65],
    ['ab+/', null], // base64, not base64url
    ['a b', null],
  ])('%j holds %s bytes', (value, bytes) => {
    expect(base64UrlByteLength(value)).toBe(bytes)
  })
})

describe('pushSubscriptionSchema', () => {
  it('accepts what PushSubscription.toJSON() gives, with or without expirationTime', () => {
    expect(pushSubscriptionSchema.parse(valid)).toEqual(valid)
    expect(pushSubscriptionSchema.safeParse({ endpoint, keys: { p256dh, auth } }).success).toBe(true)
  })

  it.each<[string, unknown, string, string]>([
    ['an http endpoint', { ...valid, endpoint: 'http://push.example.com/1' }, 'endpoint', 'A push service address starts with https://'],
    ['an endpoint that is no URL', { ...valid, endpoint: 'fcm' }, 'endpoint', 'A push service address starts with https://'],
    ['a javascript: endpoint', { ...valid, endpoint: 'javascript:alert(1)' }, 'endpoint', 'A push service address starts with https://'],
    [
      'an endpoint over 2048 characters',
      { ...valid, endpoint: `https://x.example/${'a'.repeat(2048)}` },
      'endpoint',
      'This is not a push service address',
    ],
    ['a compressed key (33 bytes)', { ...valid, keys: { p256dh: `A${'A'.repeat(43)}`, auth } }, 'keys.p256dh', 'uncompressed P-256'],
    ['a 65-byte key not starting 0x04', { ...valid, keys: { p256dh: `A${p256dh.slice(1)}`, auth } }, 'keys.p256dh', 'uncompressed P-256'],
    ['a key in base64 (+ and /)', { ...valid, keys: { p256dh: `${p256dh.slice(0, 85)}+/`, auth } }, 'keys.p256dh', 'uncompressed P-256'],
    ['an auth secret of 12 bytes', { ...valid, keys: { p256dh, auth: 'A'.repeat(16) } }, 'keys.auth', '16 bytes'],
    ['an auth secret of 17 bytes', { ...valid, keys: { p256dh, auth: 'A'.repeat(23) } }, 'keys.auth', '16 bytes'],
    ['no keys', { endpoint }, 'keys', 'expected object'],
    ['an extra key', { ...valid, keys: { p256dh, auth, other: 'x' } }, 'keys', 'Unrecognized key'],
    ['a NUL in the endpoint', { ...valid, endpoint: `${endpoint}\u0000` }, 'endpoint', 'NUL'],
  ])('refuses %s', (_name, input, path, message) => {
    const result = pushSubscriptionSchema.safeParse(input)
    expect(result.success).toBe(false)
    const issue = result.error!.issues[0]!
    expect(issue.path.join('.')).toBe(path)
    expect(issue.message).toContain(message)
  })
})

describe('pushUnsubscribeQuerySchema', () => {
  it('takes the endpoint alone', () => {
    expect(pushUnsubscribeQuerySchema.parse({ endpoint })).toEqual({ endpoint })
    expect(pushUnsubscribeQuerySchema.safeParse({ endpoint: 'http://x' }).success).toBe(false)
  })
})
