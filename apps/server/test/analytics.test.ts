import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, TestClient } from './test-app'

const { app, db } = await createTestApp()

const beacon = (path: unknown, headers: Record<string, string> = {}, client = new TestClient(app)) =>
  client.request('POST', '/api/analytics/page-views', { path }, headers)

async function viewsOf(path: string) {
  const rows = await db.select().from(schema.pageViewCounts).where(eq(schema.pageViewCounts.path, path))
  return rows.reduce((sum, row) => sum + row.views, 0)
}

const allPaths = async () => (await db.select({ path: schema.pageViewCounts.path }).from(schema.pageViewCounts)).map((row) => row.path)

describe('POST /api/analytics/page-views', () => {
  it('counts the route pattern, never the id or token in the path', async () => {
    for (const path of ['/symptoms/mvd', '/symptoms/ibd?range=30', '/shared-report/s3cr3t-token', '/symptoms/:conditionId']) {
      const response = await beacon(path)
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
    }
    expect(await viewsOf('/symptoms/:conditionId')).toBe(3)
    expect(await viewsOf('/shared-report/:token')).toBe(1)
    expect((await allPaths()).filter((path) => /mvd|ibd|s3cr3t|range/.test(path))).toEqual([])
  })

  it('adds up one row per day and pattern', async () => {
    await beacon('/marketplace')
    await beacon('/marketplace/')
    const today = new Date().toISOString().slice(0, 10)
    const rows = await db
      .select()
      .from(schema.pageViewCounts)
      .where(and(eq(schema.pageViewCounts.path, '/marketplace'), eq(schema.pageViewCounts.day, today)))
    expect(rows.map((row) => row.views)).toEqual([2])
  })

  it('counts an address that is no route as "*"', async () => {
    const before = await viewsOf('*')
    expect((await beacon('/wp-admin/install.php')).status).toBe(204)
    expect((await beacon('https://evil.example/')).status).toBe(204)
    expect(await viewsOf('*')).toBe(before + 2)
    expect((await allPaths()).filter((path) => path.includes('wp-admin') || path.includes('evil'))).toEqual([])
  })

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('stores nothing when the browser sends %s', async (_what, headers) => {
    expect((await beacon('/medications', headers)).status).toBe(204)
    expect(await viewsOf('/medications')).toBe(0)
    expect((await beacon('/medications', { dnt: '0' })).status).toBe(204)
    expect(await viewsOf('/medications')).toBe(1)
    await db.delete(schema.pageViewCounts).where(eq(schema.pageViewCounts.path, '/medications'))
  })

  it('needs no session and sets no cookie, even for a signed-in user', async () => {
    const { client } = await createTestUser(app)
    const signedIn = await beacon('/reports', {}, client)
    const anonymous = await app.request('/api/analytics/page-views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"path":"/reports"}',
    })
    for (const response of [signedIn, anonymous]) {
      expect(response.status).toBe(204)
      expect(response.headers.getSetCookie()).toEqual([])
    }
    expect(await viewsOf('/reports')).toBe(2)
  })

  it.each([
    ['no path', {}],
    ['a path that is not text', { path: 42 }],
    ['an overlong path', { path: `/${'a'.repeat(3000)}` }],
  ])('refuses %s', async (_what, body) => {
    const response = await new TestClient(app).request('POST', '/api/analytics/page-views', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION' } })
  })
})
