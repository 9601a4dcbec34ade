import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { userOwnedColumns } from '#server/auth/move-guest-data.ts'
import { createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

const { app, db } = await createTestApp()

async function signInAsGuest() {
  const client = new TestClient(app)
  const response = await client.post('/api/auth/sign-in/anonymous')
  expect(response.status).toBe(200)
  const me = (await (await client.get('/api/me')).json()) as { id: string; isAnonymous: boolean; email: string | null }
  return { client, me }
}

describe('guests', () => {
  it('get an anonymous session with a profile and no e-mail', async () => {
    const { me } = await signInAsGuest()
    expect(me).toMatchObject({ isAnonymous: true, email: null, role: 'user', onboardingCompleted: false })
  })

  it('are refused the admin API like anyone without the role', async () => {
    const { client } = await signInAsGuest()
    expect((await client.get('/api/admin/users')).status).toBe(401)
  })

  it('keep what they recorded when they sign up', async () => {
    const { client, me } = await signInAsGuest()
    // The guest's rows are written directly, so this test does not depend on the pet API.
    const [pet] = await db.insert(schema.pets).values({ userId: me.id, name: 'Biscuit', species: 'dog' }).returning()
    await db.insert(schema.petHealthConditions).values({ petId: pet!.id, userId: me.id, condition: 'mvd' })
    await db.update(schema.users).set({ country: 'NL', timezone: 'Europe/Amsterdam' }).where(eq(schema.users.id, me.id))

    const email = uniqueEmail('former-guest')
    const signUp = await client.post('/api/auth/sign-up/email', { name: 'Former Guest', email, password: 'long enough' })
    expect(signUp.status).toBe(200)

    const account = (await (await client.get('/api/me')).json()) as { id: string; isAnonymous: boolean; country: string }
    expect(account).toMatchObject({ isAnonymous: false, email, country: 'NL', timezone: 'Europe/Amsterdam' })
    expect(account.id).not.toBe(me.id)
    const { pets } = (await (await client.get('/api/pets')).json()) as { pets: { name: string; currentConditions: string[] }[] }
    expect(pets).toEqual([expect.objectContaining({ name: 'Biscuit', access: 'owner', currentConditions: ['mvd'] })])
    // The guest account itself is gone.
    expect(await db.select().from(schema.users).where(eq(schema.users.id, me.id))).toEqual([])
  })

  it('bring their data into an existing account when they sign in', async () => {
    const owner = await createTestUser(app)
    const { client, me } = await signInAsGuest()
    await db.insert(schema.pets).values({ userId: me.id, name: 'Mochi', species: 'cat' })

    await client.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password })
    const { pets } = (await (await owner.client.get('/api/pets')).json()) as { pets: { name: string }[] }
    expect(pets.map((p) => p.name)).toEqual(['Mochi'])
  })
})

describe('moving guest data', () => {
  it('covers every column that references a user (except the auth tables)', () => {
    const tables: PgTable[] = Object.values(schema).filter((value) => value instanceof PgTable)
    const referencing = tables.flatMap((table) => {
      const config = getTableConfig(table)
      // A guest can set up neither a second factor nor a passkey (decision 061): nothing there to move.
      if (['sessions', 'accounts', 'two_factors', 'passkeys'].includes(config.name)) return []
      return config.foreignKeys
        .filter((fk) => getTableConfig(fk.reference().foreignTable).name === 'users')
        .flatMap((fk) => fk.reference().columns.map((column) => `${config.name}.${column.name}`))
    })
    const moved = userOwnedColumns.map(({ table, column }) => `${getTableConfig(table).name}.${column.name}`)
    expect(moved.sort()).toEqual(referencing.sort())
  })
})
