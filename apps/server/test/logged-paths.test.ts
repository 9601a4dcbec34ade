import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { EXPOSED_AUTH_ENDPOINTS } from '#server/auth/exposed-endpoints.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { createLogger, loggedPath } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { linkIn, waitForMail } from './mail-links'
import { createTestDatabase } from './test-database'
import { createTestUser, testConfig, TestClient } from './test-app'

// Logs never carry a token (decision 010): the request log masks the secret of every address that
// carries one by its route (decision 059), so a 24-character reset token goes as surely as a
// 43-character share token.

const written: string[] = []
const database = await createTestDatabase()
const mailer = createMemoryMailer()
const app = createApp({
  config: testConfig(),
  database,
  log: createLogger('info', { write: (line: string) => void written.push(line) }),
  fileStore: createMemoryFileStore(),
  mailer,
  version: 'test',
})
afterAll(() => database.close())

/** A short secret, shorter than any length rule would catch, of the kind each route carries. */
const TOKEN = 'rEsEt7oKen_24characters'.padEnd(24, 'x')
const UUID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427'

interface Parameter {
  in: string
  name: string
  description?: string
}

/** A path parameter is a secret when the API document names or describes it as a token. */
const isSecret = (parameter: Parameter) => /token/i.test(parameter.name) || /token/i.test(parameter.description ?? '')

/** Every address of the app whose path carries a secret, with a token put where it goes. */
async function tokenBearingPaths(): Promise<string[]> {
  const doc = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>
  }
  const api = Object.entries(doc.paths).flatMap(([path, operations]) => {
    const parameters = Object.values(operations).flatMap((operation) => operation.parameters ?? [])
    const secrets = new Set(parameters.filter((p) => p.in === 'path' && isSecret(p)).map((p) => p.name))
    if (secrets.size === 0) return []
    return [path.replace(/\{([^}]+)\}/g, (_, name: string) => (secrets.has(name) ? TOKEN : 'report.pdf'))]
  })
  const auth = EXPOSED_AUTH_ENDPOINTS.map((endpoint) => endpoint.split(' ')[1]!)
    .filter((path) => path.includes(':'))
    .map((path) => `/api/auth${path.replace(/:[^/]+/g, TOKEN)}`)
  // The web app's pages that mailed and shared links open (apps/web/src/app/page-modules.ts).
  const pageModules = await readFile(new URL('../../web/src/app/page-modules.ts', import.meta.url), 'utf8')
  const pages = [...pageModules.matchAll(/^\s+'([^']*:token[^']*)':/gm)].map((match) => `/${match[1]!.replace(':token', TOKEN)}`)
  // The shared report is no route: main.tsx mounts its own small page for these addresses (decision 064).
  const mainEntry = await readFile(new URL('../../web/src/main.tsx', import.meta.url), 'utf8')
  const entries = [...mainEntry.matchAll(/pathname\.startsWith\('(\/[^']+\/)'\)/g)].map((match) => `${match[1]}${TOKEN}`)
  return [...api, ...auth, ...pages, ...entries]
}

describe('the request log', () => {
  it('finds token-bearing routes in every place they are declared', async () => {
    const paths = await tokenBearingPaths()
    expect(paths).toEqual(
      expect.arrayContaining([
        `/api/auth/reset-password/${TOKEN}`,
        `/api/invitations/${TOKEN}/accept`,
        `/api/shared-reports/${TOKEN}/report.pdf`,
        `/api/email-actions/${TOKEN}/unsubscribe`,
        `/api/calendar/${TOKEN}`,
        `/shared-report/${TOKEN}`,
        `/reminders/done/${TOKEN}`,
        `/reminders/unsubscribe/${TOKEN}`,
      ]),
    )
  })

  it('writes every token-bearing address without its token', async () => {
    const paths = await tokenBearingPaths()
    const logged = paths.map((path) => ({ path, logged: loggedPath(path) }))
    expect(logged.filter(({ logged }) => logged.includes(TOKEN))).toEqual([])
    for (const { logged: line } of logged) expect(line).toContain(':token')
    // With a trailing slash, and the calendar's `<token>.ics`.
    expect(loggedPath(`/api/invitations/${TOKEN}/`)).toBe('/api/invitations/:token/')
    expect(loggedPath(`/api/calendar/${TOKEN}.ics`)).toBe('/api/calendar/:token')
  })

  it.each([
    [`/api/pets/${UUID}/dashboard`],
    [`/reports/${UUID}`],
    ['/api/auth/reset-password'],
    ['/api/notification-preferences'],
    ['/symptoms/mitral-valve-disease'],
  ])('keeps ids and words: %s', (path) => {
    expect(loggedPath(path)).toBe(path)
  })

  it("writes a real reset link's request without its token", async () => {
    const owner = await createTestUser(app)
    await new TestClient(app).post('/api/auth/request-password-reset', { email: owner.email })
    const link = linkIn(await waitForMail(mailer.sent, owner.email, 'Reset your Pawpulse password'), 'Choose a new password')
    const token = link.split('/').at(-1)!.split('?')[0]!
    expect(token.length).toBeLessThan(32)

    written.length = 0
    const response = await app.request(link)
    expect(response.status).toBe(302)
    const lines = written.map((line) => JSON.parse(line) as { msg: string; path?: string })
    expect(lines.find((line) => line.msg === 'request')?.path).toBe('/api/auth/reset-password/:token')
    expect(written.join('\n')).not.toContain(token)
  })
})
