// The ceiling for `GET /api/pets` (issue 15, goal 1): what this machine allows for the same work
// without a framework. A bare node:http server with one pg pool that, per request, does what the
// app must do:
//   - reads Better Auth's session cookie and checks its signature (HMAC-SHA256 under the auth secret);
//   - looks the session and its user up (one query), refusing an expired session;
//   - selects the user's own pets, the pets shared with them, and those pets' conditions;
//   - answers the same JSON shape as the app ({ pets: [...] }, current conditions per pet).
// It is a measuring stick, not a second server: no validation of anything else, no logging, no
// security headers, no compression (the app's answer is under compress()'s 1 KB threshold too).
//
// Run as its own process by api-throughput.mjs:
//   PORT=… DATABASE_URL=… AUTH_SECRET=… node api-ceiling.mjs
import { createHmac, timingSafeEqual } from 'node:crypto'
import { Buffer } from 'node:buffer'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const pg = createRequire(join(import.meta.dirname, '../apps/server/package.json'))('pg')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const secret = process.env.AUTH_SECRET
const COOKIE = 'better-auth.session_token='

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
  const owned = await pool.query({
    name: 'owned',
    text: 'select id, name, species, created_at, profile_image_id from pets where user_id = $1',
    values: [userId],
  })
  const shared = await pool.query({
    name: 'shared',
    text: `select p.id, p.name, p.species, p.created_at, p.profile_image_id, m.access_level
             from household_members m
             join household_member_pets mp on mp.member_id = m.id
             join pets p on p.id = mp.pet_id
            where m.member_user_id = $1 and m.status = 'active'`,
    values: [userId],
  })
  const byId = new Map()
  const summary = (p, access) => ({
    id: p.id,
    name: p.name,
    species: p.species === 'cat' ? 'cat' : 'dog',
    photoUrl: p.profile_image_id ? `/api/pet-images/${p.profile_image_id}/thumbnail` : null,
    createdAt: p.created_at.toISOString(),
    access,
  })
  for (const p of shared.rows) byId.set(p.id, summary(p, p.access_level === 'editor' ? 'editor' : 'viewer'))
  for (const p of owned.rows) byId.set(p.id, summary(p, 'owner'))
  if (byId.size === 0) return []
  const conditions = await pool.query({
    name: 'conditions',
    text: `select id, pet_id, condition, other_name, ongoing, resolution_date from pet_health_conditions
            where pet_id = any($1) order by created_at desc`,
    values: [[...byId.keys()]],
  })
  return [...byId.values()]
    .map((pet) => {
      const current = conditions.rows.filter((c) => c.pet_id === pet.id && (c.ongoing || !c.resolution_date))
      return {
        ...pet,
        currentConditions: [...new Set(current.map((c) => c.condition))],
        currentConditionPages: current.map((c) => ({
          conditionId: c.condition === 'other' ? c.id : c.condition,
          name: c.other_name ?? c.condition,
        })),
      }
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

const server = createServer(async (req, res) => {
  try {
    if (req.url !== '/api/pets') return void res.writeHead(404).end()
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
    if (!user) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"UNAUTHENTICATED"}}')
    const body = JSON.stringify({ pets: await listPets(user.id) })
    res.writeHead(200, { 'content-type': 'application/json' }).end(body)
  } catch (error) {
    console.error(error)
    res.writeHead(500).end()
  }
})
server.keepAliveTimeout = 65_000
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))))
