import { Buffer } from 'node:buffer'
import { describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { createTestDatabase } from './test-database'
import { createTestAdmin, createTestApp, createTestUser, testConfig, TestClient, uniqueEmail } from './test-app'

const adminEmail = uniqueEmail('admin')
const { app } = await createTestApp({ adminEmails: [adminEmail] })

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', version: 'test' })
  })

  it('reports the database as down when it is', async () => {
    const database = await createTestDatabase()
    const downApp = createApp({
      config: testConfig(),
      database,
      log: createLogger('silent'),
      fileStore: createMemoryFileStore(),
      mailer: createMemoryMailer(),
      version: 'test',
    })
    await database.close()
    const response = await downApp.request('/api/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'degraded', database: 'down', version: 'test' })
  })
})

describe('errors', () => {
  it('answers an unknown /api route with 404 JSON', async () => {
    const response = await app.request('/api/no-such-thing', { method: 'POST' })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route for POST /api/no-such-thing' },
    })
  })

  it('answers a request body over the limit with 413 in the error shape', async () => {
    const response = await new TestClient(app).post('/api/auth/sign-in/email', 'x'.repeat(1024 * 1024 + 1), {
      'content-type': 'application/json',
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } })
  })

  it('answers a bad query with 400 naming the field', async () => {
    const admin = await createTestAdmin(app, { email: adminEmail })
    const response = await admin.client.get('/api/admin/users?limit=abc')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { limit: expect.any(String) } } })
  })
})

describe('security headers', () => {
  it('are on every response', async () => {
    const response = await app.request('/api/health')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })
})

describe('GET /api/openapi.json', () => {
  it('documents the API', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> }
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me', '/api/pets', '/api/admin/users']))
  })
})

describe('compression', () => {
  it('gzips responses for clients that accept it', async () => {
    const response = await app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })

  it('gzips a large JSON answer, and sends a small one as it is with its exact length', async () => {
    const { client } = await createTestUser(app)
    const large = await client.request('GET', '/api/treatments/products', undefined, { 'accept-encoding': 'gzip' })
    expect(large.status).toBe(200)
    expect(large.headers.get('content-encoding')).toBe('gzip')
    expect(large.headers.get('content-length')).toBeNull()
    const unzipped = new Response(large.body!.pipeThrough(new DecompressionStream('gzip')))
    expect(Object.keys((await unzipped.json()) as object).length).toBeGreaterThan(0)

    const small = await client.request('GET', '/api/pets', undefined, { 'accept-encoding': 'gzip' })
    expect(small.headers.get('content-encoding')).toBeNull()
    const body = await small.text()
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
    expect(small.headers.get('content-type')).toMatch(/^application\/json/)
    expect(JSON.parse(body)).toEqual({ pets: [] })
    expect(small.headers.get('vary')).toBeNull()
  })

  it('says a large JSON answer varies with Accept-Encoding, gzipped or not', async () => {
    const { client } = await createTestUser(app)
    const gzipped = await client.request('GET', '/api/treatments/products', undefined, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding')
    const plain = await client.get('/api/treatments/products')
    const body = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
  })
})

describe('a JSON route called without a JSON content type', () => {
  it('answers 400 in the error shape, not 500', async () => {
    const { client } = await createTestUser(app)
    const response = await client.request('PATCH', '/api/me', 'country=NL', { 'content-type': 'text/plain' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION', message: 'Send the request body as JSON (Content-Type: application/json).' },
    })
  })
})
