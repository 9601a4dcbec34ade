import { describe, expect, it } from 'vitest'
import { CLIENT_ERROR_LIMITS, sanitizeClientError, scrubPersonalData, trimStack } from './client-errors'
import { clientErrorReportSchema } from './client-errors-api'

describe('scrubPersonalData (client error reports keep no e-mail address or id)', () => {
  it.each([
    ['Cannot read properties of undefined', 'Cannot read properties of undefined'],
    ['No account for ana.ruiz+pets@example.co.uk', 'No account for [email]'],
    [
      'Unexpected response from GET /api/pets/0b5e3c2a-9d1f-4e8a-b7c6-1a2b3c4d5e6f/dashboard',
      'Unexpected response from GET /api/pets/[id]/dashboard',
    ],
    ['"bob@example.com" and 0B5E3C2A-9D1F-4E8A-B7C6-1A2B3C4D5E6F', '"[email]" and [id]'],
    ['version@1 is not an address', 'version@1 is not an address'],
  ])('%j → %j', (text, scrubbed) => {
    expect(scrubPersonalData(text)).toBe(scrubbed)
  })
})

describe('trimStack', () => {
  it(`keeps the first ${CLIENT_ERROR_LIMITS.stackLines} lines`, () => {
    const stack = Array.from({ length: 40 }, (_, i) => `    at frame${i} (app.js:${i}:1)`).join('\n')
    const trimmed = trimStack(stack).split('\n')
    expect(trimmed).toHaveLength(CLIENT_ERROR_LIMITS.stackLines)
    expect(trimmed[0]).toBe('    at frame0 (app.js:0:1)')
  })

  it(`never exceeds ${CLIENT_ERROR_LIMITS.stack} characters, even in one long line`, () => {
    expect(trimStack('x'.repeat(10_000))).toHaveLength(CLIENT_ERROR_LIMITS.stack)
  })
})

describe('sanitizeClientError', () => {
  it('reports the route pattern, never the address with its ids', () => {
    const report = sanitizeClientError({
      message: 'Render failed: boom',
      stack: null,
      route: '/symptoms/mvd?range=30',
      appVersion: '0.1.0',
    })
    expect(report).toEqual({ message: 'Render failed: boom', stack: null, route: '/symptoms/:conditionId', appVersion: '0.1.0' })
    expect(sanitizeClientError({ ...report, route: '/shared-report/s3cr3t' }).route).toBe('/shared-report/:token')
    expect(sanitizeClientError({ ...report, route: '/wp-admin' }).route).toBe('*')
  })

  it('gives what any input becomes a shape the schema accepts', () => {
    const huge = sanitizeClientError({
      message: ` ${'m'.repeat(5000)} `,
      stack: 's'.repeat(20_000),
      route: `/${'r'.repeat(5000)}`,
      appVersion: 'v'.repeat(500),
    })
    expect(clientErrorReportSchema.safeParse(huge).success).toBe(true)
    const empty = sanitizeClientError({ message: '   ', stack: '', route: '', appVersion: '' })
    expect(empty).toEqual({ message: 'Unknown error', stack: null, route: '*', appVersion: '' })
    expect(clientErrorReportSchema.safeParse(empty).success).toBe(true)
  })
})

describe('clientErrorReportSchema', () => {
  const valid = { message: 'Render failed: boom', stack: 'Error: boom\n    at Pet (pet.js:1:1)', route: '/pet', appVersion: '0.1.0' }

  it.each([
    ['a message of blanks', { ...valid, message: '   ' }, 'message', 'Message is required'],
    [
      'a message over the limit',
      { ...valid, message: 'm'.repeat(CLIENT_ERROR_LIMITS.message + 1) },
      'message',
      `Message must be at most ${CLIENT_ERROR_LIMITS.message} characters`,
    ],
    [
      'a stack over the limit',
      { ...valid, stack: 's'.repeat(CLIENT_ERROR_LIMITS.stack + 1) },
      'stack',
      `Stack must be at most ${CLIENT_ERROR_LIMITS.stack} characters`,
    ],
    ['no route', { message: 'x', stack: null, appVersion: '1' }, 'route', 'Route is required'],
    ['a field nobody asked for', { ...valid, userEmail: 'ana@example.com' }, '', 'Unrecognized key: "userEmail"'],
  ])('refuses %s', (_why, input, path, message) => {
    const result = clientErrorReportSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message])
  })

  it('accepts a trimmed report with or without a stack', () => {
    expect(clientErrorReportSchema.parse(valid)).toEqual(valid)
    expect(clientErrorReportSchema.parse({ ...valid, stack: null }).stack).toBeNull()
  })
})
