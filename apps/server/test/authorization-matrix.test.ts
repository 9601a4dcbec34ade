import { afterAll, describe, expect, it } from 'vitest'
import { expectationFor, roleOrder, scopeOf } from './fixtures/access-rules'
import { describeRequest, send, urlOf, type WireRequest } from './fixtures/api-requests'
import { exampleBody, exampleValue } from './fixtures/example-bodies'
import { inSafeOrder, loadOperations } from './fixtures/openapi'
import { firstOf, idSource, realPathValues } from './fixtures/path-ids'
import { nthBase, toJsonText } from './fixtures/schema-arbitraries'
import { createWorld, roleNames, type RecordedBody, type RoleName } from './fixtures/world'

/**
 * Every documented operation × every kind of caller (the owner, another account, a guest, a
 * household editor, viewer and revoked member, no session, an admin), against the owner's real
 * resources. What each may get is a rule over the operation (fixtures/access-rules.ts), not a
 * list of routes, so a new route is in the matrix the day it is added. The requests of everyone
 * but the owner and those allowed to change the owner's data (an editor, an admin) must leave the
 * owner's data export unchanged.
 */
const world = await createWorld()
const { app, roles } = world
const owner = roles.owner.client!
const operations = inSafeOrder(await loadOperations(app))

/** How real ids are found: the lists of the owner's main seeded pet (an admin's for admin paths). */
const context = () => ({
  operations,
  clientFor: (path: string) => (path.startsWith('/api/admin') ? roles.admin.client! : owner),
  preferred: {
    petId: world.target.petId,
    token: world.target.invitationToken(),
    shareToken: world.target.openShare.token,
    ...world.target.reminderEmail,
    ...world.target.calendarFeed,
    ...world.target.documents,
  },
  corpus: world.target.corpus,
  protectedIds: world.protectedIds,
})
const resolved = await Promise.all(operations.map((op) => realPathValues(op, context())))
const ids = idSource(resolved, world.target.corpus)
const ownersIds = new Set(
  resolved.flatMap((c) => Object.values(c).map((values) => values[0])).filter((v): v is string => /^[0-9a-f-]{36}$/.test(v ?? '')),
)

const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The owner's export without the moment it was made. */
async function ownersData(): Promise<unknown> {
  const response = await owner.get('/api/me/export')
  if (response.status !== 200) throw new Error(`the owner's export answered ${response.status}`)
  const { exportedAt: _, ...data } = (await response.json()) as Record<string, unknown>
  return data
}

function bodyOf(example: RecordedBody | undefined): Pick<WireRequest, 'headers' | 'body'> {
  if (!example) return { headers: {}, body: undefined }
  if (example.kind === 'json') return { headers: { 'content-type': 'application/json' }, body: toJsonText(example.value) }
  return {
    headers: {},
    body: {
      parts: Object.entries(example.fields).map(([name, v]) => ({
        name,
        value: typeof v === 'string' ? v : { bytes: v.bytes, filename: v.name, type: v.type },
      })),
    },
  }
}

let emails = 0
const totals = { operations: 0, cells: 0, requests: 0, exportsCompared: 0, ownerDone: 0, ownerRefused: [] as string[] }

describe('authorization matrix', () => {
  afterAll(() => {
    console.log(
      `Authorization matrix: ${totals.operations} operations × ${roleNames.length} roles = ${totals.cells} cells, ${totals.requests} requests ` +
        `(refused callers also send a broken body); the owner's export compared around the others' requests on ${totals.exportsCompared} operations; ` +
        `the owner's example request succeeded on ${totals.ownerDone} operations (refused on its merits on: ${totals.ownerRefused.join(', ') || 'none'})`,
    )
  })

  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(50)
  })

  for (const op of operations) {
    it(`${op.label} (${scopeOf(op)})`, { timeout: 60_000 }, async () => {
      totals.operations++
      const example = exampleBody(op, world.recorded, ids)
      const bodyNamesOwnersData = example?.kind === 'json' && [...ownersIds].some((id) => toJsonText(example.value).includes(id))
      // Required query parameters get an example value (the owner's real one where there is one).
      const query = op.queryParams
        .filter((p) => p.required)
        .map((p) => `${p.name}=${encodeURIComponent(String(exampleValue(p.schema, ids, p.name)))}`)
        .join('&')
      const problems: string[] = []
      const plan = roleOrder(op, roleNames).map((role) => ({ role, expectation: expectationFor(op, role, { bodyNamesOwnersData }) }))

      const findUrl = async () => urlOf(op, firstOf(await realPathValues(op, context())), query)
      const firstUrl = await findUrl()

      /** The example request (and, for a caller who is refused, a broken body too), each checked against the rule. */
      const call = async ({ role, expectation }: (typeof plan)[number], url: string) => {
        totals.cells++
        const refused = !expectation.statuses.some((s) => s < 300)
        // A fresh e-mail each time: the same invitee twice would only meet the duplicate check.
        const body =
          example?.kind === 'json' && op.body
            ? { kind: 'json' as const, value: nthBase(example.value, op.body.schema, ++emails, { enums: false }) }
            : example
        const requests: WireRequest[] = [{ method: op.method, url, ...bodyOf(body) }]
        // Refused callers are refused whatever they send: a broken body must not turn a 404 into a 400.
        if (refused && op.body && !expectation.refusedForTheBody)
          requests.push({ method: op.method, url, headers: { 'content-type': 'application/json' }, body: '{"\\u0000":' })
        for (const request of requests) {
          const response = await send(app, roles[role].client, request)
          totals.requests++
          if (role === 'owner' && !refused && request === requests[0]) {
            if (response.status < 300) totals.ownerDone++
            else totals.ownerRefused.push(`${op.label} ${response.status}`)
          }
          if (!expectation.statuses.includes(response.status)) {
            problems.push(
              `${role}: ${response.status}, expected ${expectation.statuses.join('|')} (${expectation.why}) — ${describeRequest(request)} → ${(await response.text()).slice(0, 160)}`,
            )
          }
        }
        return requests
      }

      // Everyone who must leave the owner's data alone goes first, with one comparison of the
      // export around them all; if it moved, each request is sent again alone to name the culprit.
      const guarded = plan.filter(({ role, expectation }) => role !== 'owner' && !expectation.mayChangeOwnersData)
      const before = await ownersData()
      const sent: { role: RoleName; request: WireRequest }[] = []
      for (const cell of guarded) for (const request of await call(cell, firstUrl)) sent.push({ role: cell.role, request })
      totals.exportsCompared++
      if (!sameData(await ownersData(), before)) {
        for (const { role, request } of sent) {
          const start = await ownersData()
          const response = await send(app, roles[role].client, request)
          if (!sameData(await ownersData(), start))
            problems.push(`${role}: changed the owner's data (${response.status}) — ${describeRequest(request)}`)
        }
        if (!problems.some((p) => p.includes("changed the owner's data")))
          problems.push(`the owner's data changed during the requests of ${guarded.map((c) => c.role).join(', ')}`)
      }

      // Then those who may change it (an editor, an admin), and the owner. After a deletion the
      // ids are looked up again: the seeding made two of everything, so the next caller finds one.
      for (const cell of plan.filter((c) => !guarded.includes(c))) {
        if (op.method === 'DELETE' && scopeOf(op) === 'owned') await world.renewOwnersRecords()
        await call(cell, op.method === 'DELETE' ? await findUrl() : firstUrl)
      }
      expect(problems).toEqual([])
    })
  }
})
