import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { contractViolation, describeRequest, send } from './fixtures/api-requests'
import { exampleBody } from './fixtures/example-bodies'
import { inSafeOrder, loadOperations, type Operation } from './fixtures/openapi'
import { idSource, realPathValues, type PathIdContext } from './fixtures/path-ids'
import { makeImages, requestArbitrary, systematicRequests, type FuzzRequest } from './fixtures/request-arbitraries'
import { createWorld } from './fixtures/world'

/**
 * Every operation of /api/openapi.json gets generated requests: path ids of the owner's real
 * pets and logs (and hostile ones), queries and bodies derived from its schemas, at and past
 * their bounds, with NUL and lone surrogates in strings and keys, numbers no column holds,
 * BOMs, broken JSON and forms, as the owner (an admin too, so admin validation is reached) and
 * without a session. Whatever is sent: never a 5xx, and every 4xx in the one error shape.
 *
 * Each operation first gets the same systematic requests (a NUL in each free-text field, 2^31,
 * 1e308 and 1e-320 in each number, `{}`, a BOM…), then RUNS random ones from a fixed seed, so a
 * failure replays. FUZZ_SEED and FUZZ_RUNS change them; FUZZ_SURVEY=1 does not stop an operation
 * at its first failure but lists every failing request at the end.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_713)
const RUNS = Number(process.env.FUZZ_RUNS ?? 12)
const SURVEY = process.env.FUZZ_SURVEY === '1'

const world = await createWorld({ ownerIsAdmin: true })
const { app, roles, target } = world
const owner = roles.owner.client!
const operations = inSafeOrder(await loadOperations(app))
const images = await makeImages()

const context = (): PathIdContext => ({
  operations,
  clientFor: () => owner,
  preferred: {
    petId: target.petId,
    token: target.invitationToken(),
    shareToken: target.openShare.token,
    ...target.reminderEmail,
    ...target.calendarFeed,
    ...target.documents,
  },
  corpus: target.corpus,
  protectedIds: world.protectedIds,
})
// Every path parameter resolved once up front: the pool of real ids for bodies and queries.
const resolvedAtStart = await Promise.all(operations.map((op) => realPathValues(op, context())))
const ids = idSource(resolvedAtStart, target.corpus)
const allRealIds = [
  ...new Set(resolvedAtStart.flatMap((c) => Object.values(c).flat()).filter((v) => /^[0-9a-f-]{36}$/.test(v))),
  world.foreignPetId,
]

const totals = {
  requests: 0,
  owner: 0,
  anonymous: 0,
  operations: 0,
  serverErrors: 0,
  contractViolations: 0,
  byStatus: new Map<number, number>(),
}
/** Survey mode: every failing request, by operation. */
const found = new Map<string, string>()

/** A per-operation seed that does not move when operations are added or reordered. */
const seedFor = (op: Operation) => [...op.label].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED)

describe(`every documented operation, fuzzed (seed ${SEED}, ${RUNS} requests each)`, () => {
  afterAll(() => {
    const statuses = [...totals.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')
    console.log(
      `API fuzz: ${totals.requests} requests over ${totals.operations} operations (${totals.owner} as the owner, ${totals.anonymous} without a session); ` +
        `${totals.serverErrors} answered 5xx, ${totals.contractViolations} broke the error contract; statuses ${statuses}; seed ${SEED}`,
    )
    if (SURVEY) console.log(`${found.size} failing requests:\n${[...found.values()].join('\n')}`)
  })

  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(50)
  })

  for (const op of operations) {
    it(op.label, { timeout: 120_000 }, async () => {
      totals.operations++
      // Found again now: earlier operations added and changed resources.
      const pathValues = await realPathValues(op, context())
      const fuzzContext = { pathValues, otherIds: allRealIds, ids, example: exampleBody(op, world.recorded, ids), images }
      const examples = systematicRequests(op, fuzzContext).map((request) => [request] as [FuzzRequest])
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, fuzzContext), async ({ caller, request }) => {
          const response = await send(app, caller === 'owner' ? owner : null, request)
          totals.requests++
          totals[caller]++
          totals.byStatus.set(response.status, (totals.byStatus.get(response.status) ?? 0) + 1)
          const problem = await contractViolation(response)
          if (response.status >= 500) totals.serverErrors++
          else if (problem) totals.contractViolations++
          if (!problem) return
          const report = `${describeRequest(request)} as ${caller} → ${problem}`
          if (!SURVEY) throw new Error(report)
          found.set(`${op.label} ${report}`, report)
        }),
        {
          seed: seedFor(op),
          examples,
          numRuns: examples.length + RUNS,
          // Shrinking sends requests too: bounded, it still ends on the smallest failure found so far.
          interruptAfterTimeLimit: 60_000,
          markInterruptAsFailure: false,
        },
      )
      expect([...found.keys()].filter((key) => key.startsWith(`${op.label} `))).toEqual([])
    })
  }
})
