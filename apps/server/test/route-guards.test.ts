import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, TEST_ORIGIN, TestClient } from './test-app'

const { app, db } = await createTestApp()

interface Operation {
  method: string
  path: string
  /** The roles its `session` security requirement names; null when the route needs no session. */
  roles: string[] | null
  /** Secured by something other than a session (the backup endpoint's token). */
  hasOtherSecurity: boolean
}

/** Every operation `/api/openapi.json` documents, so a new route is covered without editing this file. */
async function operations(): Promise<Operation[]> {
  const doc = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>
  }
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      roles: operation.security?.find((requirement) => 'session' in requirement)?.session ?? null,
      hasOtherSecurity: (operation.security ?? []).some((requirement) => !('session' in requirement)),
    })),
  )
}

const all = await operations()
const needsSession = all.filter((op) => op.roles !== null)
const isPublic = all.filter((op) => op.roles === null && !op.hasOtherSecurity)

/** Every path parameter filled with something no schema accepts, and a query no schema accepts either. */
function invalidUrl(path: string, params: Record<string, string> = {}) {
  return `${path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'not-an-id')}?days=-1&from=yesterday&limit=many`
}

/** The two kinds of invalid body: JSON that does not parse, and JSON with nothing the route accepts. */
const invalidBodies = ['{"unexpected": ', JSON.stringify({ unexpected: true, name: 42, petIds: 'none' })]

function send(op: Operation, body: string, headers: Record<string, string> = {}, params?: Record<string, string>) {
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD'
  return app.request(invalidUrl(op.path, params), {
    method: op.method,
    headers: { origin: TEST_ORIGIN, ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(hasBody ? { body } : {}),
  })
}

describe('the OpenAPI document', () => {
  it('says which operations need a session, pet routes and the profile included', () => {
    const documented = needsSession.map((op) => `${op.method} ${op.path}`)
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'PATCH /api/me',
        'DELETE /api/me',
        'GET /api/me/export',
        'GET /api/pets',
        'POST /api/pets',
        'DELETE /api/pets/{petId}',
        'GET /api/pets/{petId}/dashboard',
        'POST /api/pets/{petId}/images',
        'PATCH /api/household/members/{id}',
        'POST /api/onboarding/complete',
        'POST /api/invitations/{token}/accept',
        'GET /api/admin/users',
      ]),
    )
    expect(isPublic.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'GET /api/calendar/{feedFile}',
      'GET /api/email-actions/{doneToken}',
      'GET /api/email-actions/{unsubscribeToken}/unsubscribe',
      'GET /api/files/marketplace/{entryId}/{variant}',
      'GET /api/health',
      'GET /api/invitations/{token}',
      'GET /api/shared-reports/{shareToken}',
      'GET /api/shared-reports/{shareToken}/photo',
      'GET /api/shared-reports/{shareToken}/{file}',
      'POST /api/analytics/page-views',
      'POST /api/client-errors',
      'POST /api/email-actions/{doneToken}/done',
      'POST /api/email-actions/{unsubscribeToken}/unsubscribe',
      'POST /api/feedback',
    ])
  })
})

describe('authentication before validation', () => {
  it.each(invalidBodies)(
    'answers an anonymous request 401 on every operation that needs a session, whatever it sends (%s)',
    async (body) => {
      for (const op of needsSession) {
        const response = await send(op, body)
        expect({ operation: `${op.method} ${op.path}`, status: response.status }).toEqual({
          operation: `${op.method} ${op.path}`,
          status: 401,
        })
        expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } })
      }
    },
  )

  it('answers a guest 401 before validation where an account is needed', async () => {
    const guest = new TestClient(app)
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    const cookie = guest.cookieHeader()
    for (const op of needsSession.filter((o) => o.roles?.includes('account'))) {
      const response = await send(op, invalidBodies[1]!, { cookie })
      expect({ operation: `${op.method} ${op.path}`, status: response.status }).toEqual({
        operation: `${op.method} ${op.path}`,
        status: 401,
      })
    }
  })

  it('answers a signed-in stranger 404 on every pet route before validation, a malformed pet id included', async () => {
    const owner = await createTestUser(app)
    const stranger = await createTestUser(app)
    const [pet] = await db.insert(schema.pets).values({ userId: owner.user.id, name: 'Pepper', species: 'dog' }).returning()
    const petRoutes = needsSession.filter((op) => op.path.startsWith('/api/pets/{petId}'))
    expect(petRoutes.length).toBeGreaterThan(30)
    for (const op of petRoutes) {
      for (const petId of [pet!.id, 'not-an-id']) {
        const response = await send(op, invalidBodies[1]!, { cookie: stranger.client.cookieHeader() }, { petId })
        expect({ operation: `${op.method} ${op.path}`, petId, status: response.status }).toEqual({
          operation: `${op.method} ${op.path}`,
          petId,
          status: 404,
        })
      }
    }
  })

  it('answers a viewer 403 on every pet route that writes, before validation', async () => {
    const owner = await createTestUser(app)
    const viewer = await createTestUser(app)
    const [pet] = await db.insert(schema.pets).values({ userId: owner.user.id, name: 'Pepper', species: 'dog' }).returning()
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: owner.user.id, memberUserId: viewer.user.id, name: 'Viewer', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId: pet!.id })
    const writes = needsSession.filter((op) => op.path.startsWith('/api/pets/{petId}') && op.method !== 'GET')
    for (const op of writes) {
      const response = await send(op, invalidBodies[1]!, { cookie: viewer.client.cookieHeader() }, { petId: pet!.id })
      expect({ operation: `${op.method} ${op.path}`, status: response.status }).toEqual({
        operation: `${op.method} ${op.path}`,
        status: 403,
      })
    }
  })

  it('leaves the public operations public: none answers 401', async () => {
    for (const op of isPublic) {
      const response = await send(op, invalidBodies[1]!)
      expect({ operation: `${op.method} ${op.path}`, status: response.status }).not.toEqual({
        operation: `${op.method} ${op.path}`,
        status: 401,
      })
    }
  })
})

describe('owner-only pet routes', () => {
  it('refuse an editor with the owner message, and let the owner through', async () => {
    const owner = await createTestUser(app)
    const editor = await createTestUser(app)
    const [pet] = await db.insert(schema.pets).values({ userId: owner.user.id, name: 'Pepper', species: 'dog' }).returning()
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: owner.user.id, memberUserId: editor.user.id, name: 'Editor', accessLevel: 'editor', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId: pet!.id })

    const refused = await editor.client.request('DELETE', `/api/pets/${pet!.id}`)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: 'Only the pet’s owner can do that.' } })
    expect((await owner.client.request('DELETE', `/api/pets/${pet!.id}`)).status).toBe(204)
  })
})
