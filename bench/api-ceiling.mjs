// The ceiling for `GET /api/pets` and `GET /api/pets/{petId}/dashboard` (the performance goal:
// the app at ≥ 0.6 × the throughput of a bare handler doing the same work, measured by
// api-throughput.mjs): what this machine allows for the same work without a framework. A bare
// node:http server with one pg pool (named statements, prepared once per connection) that, per
// request, does what the app must do:
//   - reads Better Auth's session cookie and checks its signature (HMAC-SHA256 under the auth secret);
//   - looks the session and its user up (one query), refusing an expired session (401, the app's body);
//   - `GET /api/pets`: selects the user's own pets and the pets shared with them (at once, as the
//     app does), then those pets' conditions; answers the same JSON ({ pets: [...] }: the current
//     conditions per pet, as keys and as pages, by the domain's rules);
//   - `GET /api/pets/{petId}/dashboard`: the access check, the user's time zone and units and the
//     dashboard's ten reads, with the same JSON (api-ceiling-dashboard.mjs says what it does).
// It is a measuring stick, not a second server: no validation of anything else, no logging, no
// security headers, no compression (the load generator asks for none, so the app compresses none).
// The domain's functions are imported, not written again: run it with tsx.
// `npm run api-throughput -w @pawpulse/bench -- --verify` checks that it answers what the app answers.
//
// Run as its own process by api-throughput.mjs:
//   PORT=… DATABASE_URL=… AUTH_SECRET=… node --import tsx api-ceiling.mjs
import { createHmac, timingSafeEqual } from 'node:crypto'
import { Buffer } from 'node:buffer'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { conditionPageOf } from '@pawpulse/domain/condition-id'
import { normalizeConditionKey } from '@pawpulse/domain/conditions'
import { isResolved } from '@pawpulse/domain/health-condition'
import { dashboard, typeParsers } from './api-ceiling-dashboard.mjs'

const pg = createRequire(join(import.meta.dirname, '../apps/server/package.json'))('pg')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, types: typeParsers(pg.types) })
pool.on('error', () => {})
const secret = process.env.AUTH_SECRET
const COOKIE = 'better-auth.session_token='
const DASHBOARD = /^\/api\/pets\/([^/?]+)\/dashboard$/
const UNAUTHENTICATED = JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'You need to sign in first.' } })
const PET_NOT_FOUND = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Pet not found' } })

function sessionToken(cookieHeader) {
  const start = cookieHeader?.indexOf(COOKIE) ?? -1
  if (start < 0) return null
  const end = cookieHeader.indexOf(';', start)
  const signed = decodeURIComponent(cookieHeader.slice(start + COOKIE.length, end < 0 ? undefined : end))
  const dot = signed.lastIndexOf('.')
  if (dot < 1) return null
  const token = signed.slice(0, dot)
  const given = Buffer.from(signed.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(token).digest()
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
}

async function listPets(userId) {
  const columns = 'p.id, p.name, p.species, p.created_at, p.profile_image_id'
  const [owned, shared] = await Promise.all([
    pool.query({ name: 'owned', text: `select ${columns} from pets p where p.user_id = $1`, values: [userId] }),
    pool.query({
      name: 'shared',
      text: `select ${columns}, m.access_level
               from household_members m
               join household_member_pets mp on mp.member_id = m.id
               join pets p on p.id = mp.pet_id
              where m.member_user_id = $1 and m.status = 'active'`,
      values: [userId],
    }),
  ])
  const byId = new Map()
  const summary = (p) => ({
    id: p.id,
    name: p.name,
    species: p.species === 'cat' ? 'cat' : 'dog',
    photoUrl: p.profile_image_id ? `/api/files/pet-images/${p.profile_image_id}/thumbnail` : null,
    createdAt: p.created_at.toISOString(),
  })
  for (const p of shared.rows) {
    if (byId.get(p.id)?.access === 'editor') continue
    byId.set(p.id, { ...summary(p), access: p.access_level === 'editor' ? 'editor' : 'viewer' })
  }
  for (const p of owned.rows) byId.set(p.id, { ...summary(p), access: 'owner' })
  if (byId.size === 0) return []
  const conditions = await pool.query({
    name: 'conditions',
    text: `select id, pet_id, condition, other_name as "otherName", ongoing, resolution_date as "resolutionDate"
             from pet_health_conditions where pet_id = any($1::uuid[]) order by created_at desc`,
    values: [[...byId.keys()]],
  })
  return [...byId.values()]
    .map((pet) => {
      const current = conditions.rows.filter((c) => c.pet_id === pet.id && !isResolved(c))
      const pages = current.map(conditionPageOf)
      return {
        ...pet,
        currentConditions: [...new Set(current.map((c) => normalizeConditionKey(c.condition)))],
        currentConditionPages: pages.filter((page, i) => pages.findIndex((p) => p.conditionId === page.conditionId) === i),
      }
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(body)
}

const server = createServer(async (req, res) => {
  try {
    const dashboardOf = req.url === '/api/pets' ? null : DASHBOARD.exec(req.url)?.[1]
    if (req.url !== '/api/pets' && !dashboardOf) return void res.writeHead(404).end()
    const token = sessionToken(req.headers.cookie)
    const session = token
      ? await pool.query({
          name: 'session',
          text: `select u.id, u.email, u.full_name, u.role, u.is_anonymous from sessions s join users u on u.id = s.user_id
                  where s.token = $1 and s.expires_at > now()`,
          values: [token],
        })
      : null
    const user = session?.rows[0]
    if (!user) return send(res, 401, UNAUTHENTICATED)
    if (!dashboardOf) return send(res, 200, JSON.stringify({ pets: await listPets(user.id) }))
    const answer = await dashboard(pool, user.id, decodeURIComponent(dashboardOf))
    send(res, answer.status, answer.status === 200 ? JSON.stringify(answer.body) : PET_NOT_FOUND)
  } catch (error) {
    console.error(error)
    res.writeHead(500).end()
  }
})
server.keepAliveTimeout = 65_000
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))))
