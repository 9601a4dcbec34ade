import { describe, expect, it } from 'vitest'
import { base64UrlByteLength, isPushServiceEndpoint, pushSubscriptionSchema, pushUnsubscribeQuerySchema } from './push-api'

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

describe('isPushServiceEndpoint', () => {
  it.each<[string, boolean]>([
    ['https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bH', true],
    ['https://fcm.googleapis.com/wp/dpH5lCsTSSM:APA91bH', true],
    ['https://android.googleapis.com/gcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk', true],
    ['https://web.push.apple.com/QGuQyavXutnMH', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD', true],
    ['https://FCM.googleapis.com/fcm/send/x', false], // not as the URL standard writes it
    ['https://fcm.googleapis.com:443/fcm/send/x', false], // idem: the default port is left out
    ['https://fcm.googleapis.com:8443/fcm/send/x', false],
    ['http://fcm.googleapis.com/fcm/send/x', false],
    ['https://user:pass@fcm.googleapis.com/fcm/send/x', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilfcm.googleapis.com/x', false],
    ['https://a.b.push.apple.com/x', false], // one label in front of the suffix
    ['https://push.apple.com/x', false],
    ['https://notify.windows.com.evil.example/x', false],
    ['https://127.0.0.1:47001/push', false],
    ['https://[::1]:47001/push', false],
    ['https://127.1/push', false],
    ['https://2130706433/push', false],
    ['https://user:pass@127.0.0.1/push', false],
    ['https://localhost/push', false],
    ['https://fcm.googleapis.com\\@127.0.0.1/x', false], // read differently by older parsers
    ['not a url', false],
  ])('%s: %s', (endpoint, allowed) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(allowed)
  })

  it('lets a test’s own push service in only when it is named, by origin', () => {
    expect(isPushServiceEndpoint('https://127.0.0.1:47001/push/1', ['https://127.0.0.1:47001'])).toBe(true)
    expect(isPushServiceEndpoint('https://127.0.0.1:47002/push/1', ['https://127.0.0.1:47001'])).toBe(false)
    expect(isPushServiceEndpoint('https://u:p@127.0.0.1:47001/push/1', ['https://127.0.0.1:47001'])).toBe(false)
  })
})
