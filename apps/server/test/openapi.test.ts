import { breathingLogCreateSchema } from '@pawpulse/domain/breathing-input'
import { petCreateSchema } from '@pawpulse/domain/pet-input'
import { petListSchema } from '@pawpulse/domain/pets'
import { reminderInputSchema, reminderSchema } from '@pawpulse/domain/reminder-api'
import { weightLogCreateSchema } from '@pawpulse/domain/weight-input'
import { describe, expect, it } from 'vitest'
import { z, type ZodType } from 'zod'
import { operationIdFor, sentence } from '#server/http/operation-docs.ts'
import { createTestApp } from './test-app'

const { app } = await createTestApp()

interface Document {
  servers?: { url: string }[]
  components: { securitySchemes: Record<string, unknown> }
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string
        summary?: string
        security?: Record<string, string[]>[]
        requestBody?: { content: Record<string, { example?: unknown }> }
        responses: Record<string, { content?: object }>
      }
    >
  >
}

const doc = (await (await app.request('/api/openapi.json')).json()) as Document
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, path, ...operation })),
)

describe('the OpenAPI document (what `npm run lint:openapi` checks with Redocly)', () => {
  it('names its server, relative to where it is served', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })])
  })

  it('gives every operation a unique operationId and a summary', () => {
    expect(operations.length).toBeGreaterThan(100)
    for (const op of operations) {
      expect(op.operationId, op.label).toMatch(/^[a-z][A-Za-z]+$/)
      expect(op.summary?.trim(), op.label).toBeTruthy()
    }
    const ids = operations.map((op) => op.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  it('declares the security of every operation, public ones with [], with schemes the document defines', () => {
    for (const op of operations) {
      expect(Array.isArray(op.security), op.label).toBe(true)
      for (const requirement of op.security!)
        for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme)
    }
    const publicOps = operations.filter((op) => op.security!.length === 0).map((op) => op.label)
    expect(publicOps).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/shared-reports/{shareToken}', 'GET /api/calendar/{feedFile}']),
    )
  })

  it('documents the errors each operation can give, with the one error body', () => {
    for (const op of operations) {
      if (op.security!.length > 0) expect(op.responses, op.label).toHaveProperty('401')
      if (op.security!.some((r) => r.session?.includes('admin'))) expect(op.responses, op.label).toHaveProperty('403')
      if (/\{\w+\}/.test(op.path)) expect(op.responses, op.label).toHaveProperty('404')
      for (const [status, response] of Object.entries(op.responses))
        if (status.startsWith('4')) expect(response.content, `${op.label} ${status}`).toHaveProperty('application/json')
    }
    expect(doc.paths['/api/pets/{petId}/breathing-logs']!.post!.responses).toHaveProperty('400')
  })

  it('reads the common calls as client method names', () => {
    const id = (method: string, path: string) => doc.paths[path]?.[method]?.operationId
    expect(id('get', '/api/pets')).toBe('listPets')
    expect(id('post', '/api/pets')).toBe('createPet')
    expect(id('get', '/api/pets/{petId}')).toBe('getPet')
    expect(id('patch', '/api/pets/{petId}')).toBe('updatePet')
    expect(id('delete', '/api/pets/{petId}')).toBe('deletePet')
    expect(id('get', '/api/pets/{petId}/breathing-logs')).toBe('listBreathingLogs')
    expect(id('post', '/api/pets/{petId}/breathing-logs')).toBe('createBreathingLog')
    expect(id('get', '/api/pets/{petId}/dashboard')).toBe('getDashboard')
    expect(id('post', '/api/pets/{petId}/conditions/{conditionId}/resolve')).toBe('resolveCondition')
  })
})

describe('the examples of the common calls', () => {
  it.each<[string, string, ZodType]>([
    ['post', '/api/pets', petCreateSchema],
    ['post', '/api/pets/{petId}/breathing-logs', breathingLogCreateSchema],
    ['post', '/api/pets/{petId}/weight-logs', weightLogCreateSchema],
    ['post', '/api/reminders', reminderInputSchema],
  ])('%s %s has an example its schema accepts', (method, path, schema) => {
    const example = doc.paths[path]?.[method]?.requestBody?.content['application/json']?.example
    expect(example).toBeDefined()
    expect(schema.safeParse(example).error).toBeUndefined()
  })
})

describe('the examples of the common answers', () => {
  it.each<[string, ZodType]>([
    ['/api/pets', petListSchema],
    ['/api/reminders', z.object({ reminders: z.array(reminderSchema) })],
  ])('GET %s has an example its schema accepts', (path, schema) => {
    const example = (doc.paths[path]?.get?.responses['200']?.content as Record<string, { example?: unknown }> | undefined)?.[
      'application/json'
    ]?.example
    expect(example).toBeDefined()
    expect(schema.safeParse(example).error).toBeUndefined()
  })
})

describe('operationIdFor', () => {
  it.each([
    ['get', '/pets/{petId}/weight-logs', 'listWeightLogs'],
    ['post', '/pets/{petId}/weight-logs', 'createWeightLog'],
    ['patch', '/pets/{petId}/weight-logs/{logId}', 'updateWeightLog'],
    ['put', '/pets/{petId}/diet', 'setDiet'],
    ['delete', '/reminders/{reminderId}', 'deleteReminder'],
    ['post', '/pets/{petId}/saved-reports/{reportId}/duplicate', 'duplicateSavedReport'],
    ['get', '/me', 'getProfile'],
  ])('%s %s → %s', (method, path, expected) => {
    expect(operationIdFor(method, path)).toBe(expected)
    expect(operationIdFor(method, `/api${path}`)).toBe(expected)
  })

  it('makes a summary of it', () => {
    expect(sentence('listWeightLogs')).toBe('List weight logs')
  })
})

describe('the reference page at /api/docs', () => {
  it('answers HTML that loads Swagger UI from this server, with no inline script', async () => {
    const response = await app.request('/api/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1])).toEqual([
      expect.stringMatching(/^\/api\/docs\/assets\/[\d.]+\/swagger-ui-bundle\.js$/),
      '/api/docs/start.js',
    ])
    expect(scripts.every(([, , content]) => content === '')).toBe(true)
    expect(html).not.toMatch(/https?:\/\//)
    // The app's headers hold here too: no inline scripts, no framing, no sniffing.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-eval')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('serves the bundle as JavaScript, cached for a year, and its start-up script pointing at the document', async () => {
    const html = await (await app.request('/api/docs')).text()
    const bundle = /src="([^"]+swagger-ui-bundle\.js)"/.exec(html)![1]!
    const asset = await app.request(bundle)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await asset.text()).length).toBeGreaterThan(100_000)
    const css = await app.request(bundle.replace('swagger-ui-bundle.js', 'swagger-ui.css'))
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
    const start = await app.request('/api/docs/start.js')
    expect(start.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await start.text()).toContain("url: '/api/openapi.json'")
  })

  it('serves nothing else of node_modules', async () => {
    const html = await (await app.request('/api/docs')).text()
    const bundle = /src="([^"]+swagger-ui-bundle\.js)"/.exec(html)![1]!
    for (const path of [
      bundle.replace('swagger-ui-bundle.js', 'package.json'),
      bundle.replace(/\/[\d.]+\//, '/0.0.0/'),
      '/api/docs/assets/x/..%2F..%2Fpackage.json',
    ])
      expect((await app.request(path)).status, path).toBe(404)
  })
})
