import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { createApp } from '#server/app.ts'
import { CLIENT_ERROR_RATE_LIMIT } from '#server/features/client-errors/routes.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { createTestDatabase } from './test-database'
import { createTestUser, testConfig, cheapPasswordHasher } from './test-app'

/** The app with its log lines kept, to see what a maintainer would read. */
const lines: Record<string, unknown>[] = []
const database = await createTestDatabase()
afterAll(() => database.close())
const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
// Behind a proxy, so each test can be its own address (X-Forwarded-For).
const app = createApp({
  config: testConfig({ trustedProxyHops: 1 }),
  database,
  log,
  fileStore: createMemoryFileStore(),
  mailer: createMemoryMailer(),
  version: 'test',
  passwordHasher: cheapPasswordHasher,
})

let address = 0
const nextAddress = () => `203.0.113.${++address}`

function report(body: unknown, ip = nextAddress(), headers: Record<string, string> = {}) {
  return app.request('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const clientErrorLines = () => lines.filter((line) => line.msg === 'client error')
const valid = {
  message: 'Render failed: boom',
  stack: 'Error: boom\n    at PetPage (pet-page.js:10:5)',
  route: '/pet',
  appVersion: '0.1.0',
}

beforeEach(() => {
  lines.length = 0
})

describe('POST /api/client-errors', () => {
  it('logs the report at warn with the request id, and answers 204 with no body and no session', async () => {
    const response = await report(valid)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(response.headers.get('set-cookie')).toBeNull()
    const [line, ...others] = clientErrorLines()
    expect(others).toEqual([])
    expect(line).toMatchObject({ level: 40, requestId: response.headers.get('x-request-id'), clientError: valid })
  })

  it('keeps no personal data whatever the client sends: the route pattern, no e-mail, no ids', async () => {
    const response = await report({
      message: 'No account for ana@example.com',
      stack: `Error\n    at fetch (/api/pets/0b5e3c2a-9d1f-4e8a-b7c6-1a2b3c4d5e6f)`,
      route: '/symptoms/mvd?pet=0b5e3c2a-9d1f-4e8a-b7c6-1a2b3c4d5e6f',
      appVersion: '0.1.0',
    })
    expect(response.status).toBe(204)
    const logged = JSON.stringify(clientErrorLines())
    expect(logged).not.toMatch(/ana@example\.com|0b5e3c2a|mvd/)
    expect(clientErrorLines()[0]).toMatchObject({
      clientError: { message: 'No account for [email]', stack: 'Error\n    at fetch (/api/pets/[id])', route: '/symptoms/:conditionId' },
    })
  })

  it('takes reports from a signed-in user without looking at who it is', async () => {
    const owner = await createTestUser(app)
    lines.length = 0
    const response = await owner.client.request('POST', '/api/client-errors', valid, { 'x-forwarded-for': nextAddress() })
    expect(response.status).toBe(204)
    expect(JSON.stringify(clientErrorLines())).not.toContain(owner.user.id)
  })

  it.each([
    ['no message', { ...valid, message: '' }, { message: 'Message is required' }],
    ['a message of 501 characters', { ...valid, message: 'm'.repeat(501) }, { message: 'Message must be at most 500 characters' }],
    ['no route', { message: 'x', stack: null, appVersion: '1' }, { route: 'Route is required' }],
    ['a field beyond the report', { ...valid, email: 'ana@example.com' }, {}],
  ])('refuses %s with 400 and logs nothing', async (_why, body, fields) => {
    const response = await report(body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: { code: string; fields?: Record<string, string> } }
    expect(answer.error.code).toBe('VALIDATION')
    expect(answer.error.fields ?? {}).toMatchObject(fields)
    expect(clientErrorLines()).toEqual([])
  })

  it('refuses a body that is not JSON with 400', async () => {
    const response = await report('{not json')
    expect(response.status).toBe(400)
    expect(clientErrorLines()).toEqual([])
  })

  it('refuses a body larger than a report can be with 413, before reading it', async () => {
    const response = await report({ ...valid, stack: 's'.repeat(20_000) })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(clientErrorLines()).toEqual([])
  })

  it(`accepts ${CLIENT_ERROR_RATE_LIMIT.max} reports a minute from one address, then 429; another address is not held up`, async () => {
    const ip = nextAddress()
    const statuses: number[] = []
    for (let i = 0; i <= CLIENT_ERROR_RATE_LIMIT.max; i++) statuses.push((await report({ ...valid, message: `Error ${i}` }, ip)).status)
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(clientErrorLines()).toHaveLength(CLIENT_ERROR_RATE_LIMIT.max)
    expect((await report(valid)).status).toBe(204)
  })

  it('is documented in the OpenAPI description', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(Object.keys(doc.paths['/api/client-errors']?.post?.responses ?? {}).sort()).toEqual(['204', '400', '413', '429'])
  })
})
