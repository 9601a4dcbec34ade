import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localToday } from '@pawpulse/domain/time-zone'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

type Condition = {
  id: string
  condition: string
  conditionId: string
  label: string
  isResolved: boolean
  ongoing: boolean
  resolutionDate: string | null
  otherName: string | null
  notes: string | null
}

async function ownerWithPet() {
  const owner = await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', { timezone: 'Pacific/Auckland' })
  const pet = (await (await owner.client.post('/api/pets', { name: 'Rosie', species: 'dog' })).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

async function addCondition(client: TestClient, petId: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/pets/${petId}/conditions`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Condition
}

const list = async (client: TestClient, petId: string) =>
  (await (await client.get(`/api/pets/${petId}/conditions`)).json()) as { current: Condition[]; resolved: Condition[] }

describe('conditions', () => {
  it('are added from the list or in the owner’s words, and split into current and resolved', async () => {
    const { client, petId } = await ownerWithPet()
    const mvd = await addCondition(client, petId, { condition: 'mvd', diagnosisDate: '2025-06-01', notes: 'Grade 3 murmur' })
    expect(mvd).toMatchObject({ label: 'MVD', ongoing: true, isResolved: false, otherName: null })
    const other = await addCondition(client, petId, { condition: 'other', otherName: 'Luxating patella' })
    expect(other.label).toBe('Luxating patella')
    const past = await addCondition(client, petId, { condition: 'allergies', ongoing: false })
    const dated = await addCondition(client, petId, { condition: 'ckd', resolutionDate: '2025-12-01' })

    const { current, resolved } = await list(client, petId)
    expect(current.map((c) => c.id)).toEqual([other.id, mvd.id])
    expect(resolved.map((c) => c.id).sort()).toEqual([past.id, dated.id].sort())
    const pet = (await (await client.get(`/api/pets/${petId}`)).json()) as { currentConditions: string[] }
    expect(pet.currentConditions.sort()).toEqual(['mvd', 'other'])
  })

  it.each([
    ['a condition not on the list', { condition: 'gout' }, 'condition', 'Choose a condition from the list'],
    ['"other" without a name', { condition: 'other' }, 'otherName', 'Name the condition'],
    ['a diagnosis in the future', { condition: 'ibd', diagnosisDate: '2999-01-01' }, 'diagnosisDate', 'The date cannot be in the future'],
    ['a diagnosis in the year 0', { condition: 'ibd', diagnosisDate: '0000-01-01' }, 'diagnosisDate', 'Enter a date from 1900 on'],
    [
      'a resolution before the diagnosis',
      { condition: 'ibd', diagnosisDate: '2025-06-01', resolutionDate: '2025-01-01' },
      'resolutionDate',
      'Resolution cannot be before the diagnosis',
    ],
  ])('refuses %s', async (_name, body, field, message) => {
    const { client, petId } = await ownerWithPet()
    const response = await client.post(`/api/pets/${petId}/conditions`, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { [field]: message } } })
  })

  it('resolve on the owner’s today, reopen, and cannot be current twice', async () => {
    const { client, petId } = await ownerWithPet()
    const mvd = await addCondition(client, petId, { condition: 'mvd', diagnosisDate: '2025-06-01' })
    const duplicate = await client.post(`/api/pets/${petId}/conditions`, { condition: 'mvd' })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toMatchObject({ error: { message: 'MVD is already a current condition of this pet.' } })

    const resolved = await client.post(`/api/pets/${petId}/conditions/${mvd.id}/resolve`, {})
    expect(await resolved.json()).toMatchObject({ isResolved: true, ongoing: false, resolutionDate: localToday('Pacific/Auckland') })
    expect((await list(client, petId)).resolved.map((c) => c.id)).toEqual([mvd.id])
    const early = await client.post(`/api/pets/${petId}/conditions/${mvd.id}/resolve`, { resolutionDate: '2025-01-01' })
    expect(await early.json()).toMatchObject({ error: { fields: { resolutionDate: 'Resolution cannot be before the diagnosis' } } })

    // While resolved, the same condition may be added again; reopening the old one would then clash.
    const again = await addCondition(client, petId, { condition: 'mvd' })
    expect((await client.post(`/api/pets/${petId}/conditions/${mvd.id}/reopen`)).status).toBe(409)
    expect((await client.request('DELETE', `/api/pets/${petId}/conditions/${again.id}`)).status).toBe(204)
    const reopened = await client.post(`/api/pets/${petId}/conditions/${mvd.id}/reopen`)
    expect(await reopened.json()).toMatchObject({ isResolved: false, ongoing: true, resolutionDate: null })
    expect((await list(client, petId)).current.map((c) => c.id)).toEqual([mvd.id])
  })

  it('are edited (the whole entry re-checked) and deleted', async () => {
    const { client, petId } = await ownerWithPet()
    const condition = await addCondition(client, petId, { condition: 'other', otherName: 'Itchy ears' })
    const path = `/api/pets/${petId}/conditions/${condition.id}`
    expect(await (await client.request('PATCH', path, { notes: 'Worse in spring', otherName: 'Ear mites' })).json()).toMatchObject({
      notes: 'Worse in spring',
      label: 'Ear mites',
    })
    const named = await client.request('PATCH', path, { otherName: '' })
    expect(await named.json()).toMatchObject({ error: { fields: { otherName: 'Name the condition' } } })
    expect(await (await client.request('PATCH', path, { condition: 'allergies' })).json()).toMatchObject({
      condition: 'allergies',
      label: 'Allergies',
      otherName: null,
    })
    expect((await client.request('PATCH', path, { ongoing: false })).status).toBe(400)
    expect((await client.request('DELETE', path)).status).toBe(204)
    expect((await client.request('DELETE', path)).status).toBe(404)
  })
})

describe('condition metadata', () => {
  it('is upserted per pet and condition, checked by the condition’s shape (MVD: ACVIM stage)', async () => {
    const { client, petId } = await ownerWithPet()
    const path = `/api/pets/${petId}/condition-metadata/mvd`
    expect(await (await client.get(path)).json()).toEqual({ conditionId: 'mvd', data: {}, updatedAt: null })
    expect(await (await client.request('PUT', path, { data: { acvimStage: 'B1' } })).json()).toMatchObject({ data: { acvimStage: 'B1' } })
    await client.request('PUT', path, { data: { acvimStage: 'B2' } })
    expect(await (await client.get(path)).json()).toMatchObject({ data: { acvimStage: 'B2' } })

    const bad = await client.request('PUT', path, { data: { acvimStage: 'E' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { fields: { 'data.acvimStage': 'Choose an ACVIM stage: A, B1, B2, C or D' } } })
    expect((await client.request('PUT', `/api/pets/${petId}/condition-metadata/gout`, { data: {} })).status).toBe(400)

    await client.request('PUT', `/api/pets/${petId}/condition-metadata/ckd`, { data: { irisStage: '2' } })
    const { metadata } = (await (await client.get(`/api/pets/${petId}/condition-metadata`)).json()) as {
      metadata: { conditionId: string }[]
    }
    // 'ckd' (an older client's key) is kept under today's key.
    expect(metadata.map((m) => m.conditionId)).toEqual(['chronic_kidney_disease', 'mvd'])
  })
})

describe('condition access', () => {
  it('answers 404 to a stranger and 403 to a viewer writing', async () => {
    const { client, user, petId } = await ownerWithPet()
    const condition = await addCondition(client, petId, { condition: 'epilepsy' })
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/conditions`)).status).toBe(404)
    expect((await stranger.client.post(`/api/pets/${petId}/conditions/${condition.id}/resolve`, {})).status).toBe(404)
    expect((await stranger.client.request('PUT', `/api/pets/${petId}/condition-metadata/mvd`, { data: { acvimStage: 'C' } })).status).toBe(
      404,
    )

    const viewer = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: user.id, memberUserId: viewer.user.id, name: 'Sitter', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
    expect((await list(viewer.client, petId)).current.map((c) => c.id)).toEqual([condition.id])
    expect((await viewer.client.post(`/api/pets/${petId}/conditions/${condition.id}/resolve`, {})).status).toBe(403)
    expect((await viewer.client.post(`/api/pets/${petId}/conditions`, { condition: 'mvd' })).status).toBe(403)
  })
})

type PetWithPages = { currentConditions: string[]; currentConditionPages: { conditionId: string; label: string }[] }

describe('condition keys and custom conditions (docs/product/health-tracking.md#the-condition-list)', () => {
  it("stores 'ckd' from an older client as chronic_kidney_disease, labelled 'Chronic kidney disease'", async () => {
    const { client, petId } = await ownerWithPet()
    const kidneys = await addCondition(client, petId, { condition: 'ckd' })
    expect(kidneys).toMatchObject({
      condition: 'chronic_kidney_disease',
      conditionId: 'chronic_kidney_disease',
      label: 'Chronic kidney disease',
    })
    const [row] = await db.select().from(schema.petHealthConditions).where(eq(schema.petHealthConditions.id, kidneys.id))
    expect(row!.condition).toBe('chronic_kidney_disease')
    // The same condition under either key is current once.
    const again = await client.post(`/api/pets/${petId}/conditions`, { condition: 'chronic_kidney_disease' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: { message: 'Chronic kidney disease is already a current condition of this pet.' } })
    const pet = (await (await client.get(`/api/pets/${petId}`)).json()) as PetWithPages
    expect(pet.currentConditions).toEqual(['chronic_kidney_disease'])
    expect(pet.currentConditionPages).toEqual([{ conditionId: 'chronic_kidney_disease', label: 'Chronic kidney disease' }])
  })

  it('gives each custom condition its own page, name, details and symptom log; the dashboard, report and PDF use its name', async () => {
    const { client, petId } = await ownerWithPet()
    await addCondition(client, petId, { condition: 'chronic_kidney_disease' })
    const murmur = await addCondition(client, petId, { condition: 'other', otherName: 'Heart murmur' })
    const patella = await addCondition(client, petId, { condition: 'other', otherName: 'Luxating patella' })
    expect(murmur.conditionId).toBe(`other-${murmur.id}`)
    expect(patella.conditionId).toBe(`other-${patella.id}`)

    const pages = [
      { conditionId: patella.conditionId, label: 'Luxating patella' },
      { conditionId: murmur.conditionId, label: 'Heart murmur' },
      { conditionId: 'chronic_kidney_disease', label: 'Chronic kidney disease' },
    ]
    const detail = (await (await client.get(`/api/pets/${petId}`)).json()) as PetWithPages
    expect(detail.currentConditionPages).toEqual(pages)
    expect(detail.currentConditions.sort()).toEqual(['chronic_kidney_disease', 'other'])
    const { pets } = (await (await client.get('/api/pets')).json()) as { pets: (PetWithPages & { id: string })[] }
    expect(pets.find((p) => p.id === petId)!.currentConditionPages).toEqual(pages)

    // Details are kept per custom condition.
    const murmurPath = `/api/pets/${petId}/condition-metadata/${murmur.conditionId}`
    expect((await client.request('PUT', murmurPath, { data: { grade: '3/6' } })).status).toBe(200)
    expect(await (await client.get(`/api/pets/${petId}/condition-metadata/${patella.conditionId}`)).json()).toMatchObject({ data: {} })
    expect(await (await client.get(murmurPath)).json()).toMatchObject({ conditionId: murmur.conditionId, data: { grade: '3/6' } })
    const unknown = await client.request('PUT', `/api/pets/${petId}/condition-metadata/other-42`, { data: {} })
    expect(unknown.status).toBe(400)

    // Each has its own log.
    const log = (conditionId: string, symptom: string) =>
      client.post(`/api/pets/${petId}/symptom-logs`, {
        conditionId,
        loggedAt: new Date().toISOString(),
        symptoms: { symptom, severity: 2 },
      })
    expect((await log(murmur.conditionId, 'Coughing')).status).toBe(201)
    expect((await log(patella.conditionId, 'Skipping a step')).status).toBe(201)
    expect((await log('ckd', 'Drinking more')).status).toBe(201)
    const logsOf = async (conditionId: string) =>
      (
        (await (await client.get(`/api/pets/${petId}/symptom-logs?conditionId=${conditionId}`)).json()) as {
          logs: { symptoms: { symptom: string } }[]
        }
      ).logs.map((l) => l.symptoms.symptom)
    expect(await logsOf(murmur.conditionId)).toEqual(['Coughing'])
    expect(await logsOf(patella.conditionId)).toEqual(['Skipping a step'])
    expect(await logsOf('chronic_kidney_disease')).toEqual(['Drinking more'])

    const dashboard = (await (await client.get(`/api/pets/${petId}/dashboard`)).json()) as {
      quickActions: { label: string; path: string }[]
    }
    const logActions = dashboard.quickActions.filter((a) => a.label.endsWith(' symptoms'))
    expect(logActions).toEqual([
      { key: `log_symptoms:${patella.conditionId}`, label: 'Log Luxating patella symptoms', path: `/symptoms/${patella.conditionId}` },
      { key: `log_symptoms:${murmur.conditionId}`, label: 'Log Heart murmur symptoms', path: `/symptoms/${murmur.conditionId}` },
      {
        key: 'log_symptoms:chronic_kidney_disease',
        label: 'Log Chronic kidney disease symptoms',
        path: '/symptoms/chronic_kidney_disease',
      },
    ])

    const report = (await (await client.get(`/api/pets/${petId}/report?days=30`)).json()) as {
      conditions: { current: { label: string; details: string[] }[] }
      symptoms: { conditionId: string; label: string }[]
    }
    expect(report.conditions.current.map((c) => c.label)).toEqual(['Luxating patella', 'Heart murmur', 'Chronic kidney disease'])
    expect(report.conditions.current[1]!.details).toEqual(['grade: 3/6'])
    expect(report.symptoms.map((g) => g.label).sort()).toEqual(['Chronic kidney disease', 'Heart murmur', 'Luxating patella'])
    const pdf = await client.get(`/api/pets/${petId}/report.pdf?days=30`)
    expect(pdf.status).toBe(200)
    const file = join(mkdtempSync(join(tmpdir(), 'pawpulse-conditions-')), 'report.pdf')
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
    for (const label of ['Chronic kidney disease', 'Heart murmur', 'Luxating patella']) expect(text).toContain(label)
    expect(text).not.toMatch(/\bCkd\b|\bOther\b/)
  })

  it("reads an older client's 'other' as the pet's oldest custom condition", async () => {
    const { client, petId } = await ownerWithPet()
    const first = await addCondition(client, petId, { condition: 'other', otherName: 'Heart murmur' })
    await addCondition(client, petId, { condition: 'other', otherName: 'Luxating patella' })
    const response = await client.post(`/api/pets/${petId}/symptom-logs`, {
      conditionId: 'other',
      loggedAt: new Date().toISOString(),
      symptoms: { symptom: 'Coughing', severity: 1 },
    })
    expect(await response.json()).toMatchObject({ conditionId: first.conditionId })
    await client.request('PUT', `/api/pets/${petId}/condition-metadata/other`, { data: { grade: '2/6' } })
    expect(await (await client.get(`/api/pets/${petId}/condition-metadata/${first.conditionId}`)).json()).toMatchObject({
      data: { grade: '2/6' },
    })
  })
})

describe('changing what a condition is (docs/product/health-tracking.md#changing-what-a-condition-is)', () => {
  const logSymptom = (client: TestClient, petId: string, conditionId: string, symptom: string) =>
    client.post(`/api/pets/${petId}/symptom-logs`, { conditionId, loggedAt: new Date().toISOString(), symptoms: { symptom, severity: 2 } })
  const symptomsOf = async (client: TestClient, petId: string, conditionId: string) =>
    (
      (await (await client.get(`/api/pets/${petId}/symptom-logs?conditionId=${conditionId}`)).json()) as {
        logs: { symptoms: { symptom: string } }[]
      }
    ).logs.map((l) => l.symptoms.symptom)
  const detailsOf = async (client: TestClient, petId: string, conditionId: string) =>
    ((await (await client.get(`/api/pets/${petId}/condition-metadata/${conditionId}`)).json()) as { data: Record<string, unknown> }).data

  it('takes its symptom logs and details along from a custom condition to a listed one, and back', async () => {
    const { client, petId } = await ownerWithPet()
    const custom = await addCondition(client, petId, { condition: 'other', otherName: 'Kidney trouble' })
    expect((await logSymptom(client, petId, custom.conditionId, 'Drinking more')).status).toBe(201)
    await client.request('PUT', `/api/pets/${petId}/condition-metadata/${custom.conditionId}`, { data: { iris: '2' } })

    const path = `/api/pets/${petId}/conditions/${custom.id}`
    const listed = (await (await client.request('PATCH', path, { condition: 'chronic_kidney_disease' })).json()) as Condition
    expect(listed).toMatchObject({ conditionId: 'chronic_kidney_disease', label: 'Chronic kidney disease' })
    expect(await symptomsOf(client, petId, 'chronic_kidney_disease')).toEqual(['Drinking more'])
    expect(await symptomsOf(client, petId, custom.conditionId)).toEqual([])
    expect(await detailsOf(client, petId, 'chronic_kidney_disease')).toEqual({ iris: '2' })

    const back = (await (await client.request('PATCH', path, { condition: 'other', otherName: 'Renal failure' })).json()) as Condition
    expect(back).toMatchObject({ conditionId: custom.conditionId, label: 'Renal failure' })
    expect(await symptomsOf(client, petId, custom.conditionId)).toEqual(['Drinking more'])
    expect(await symptomsOf(client, petId, 'chronic_kidney_disease')).toEqual([])
    expect(await detailsOf(client, petId, custom.conditionId)).toEqual({ iris: '2' })
  })

  it('keeps the details already stored under the new identifier, adding only what they lack', async () => {
    const { client, petId } = await ownerWithPet()
    await client.request('PUT', `/api/pets/${petId}/condition-metadata/diabetes`, { data: { insulin: 'Caninsulin' } })
    const custom = await addCondition(client, petId, { condition: 'other', otherName: 'Sugar' })
    await client.request('PUT', `/api/pets/${petId}/condition-metadata/${custom.conditionId}`, {
      data: { insulin: 'Vetsulin', meter: 'AlphaTrak' },
    })
    expect((await client.request('PATCH', `/api/pets/${petId}/conditions/${custom.id}`, { condition: 'diabetes' })).status).toBe(200)
    expect(await detailsOf(client, petId, 'diabetes')).toEqual({ insulin: 'Caninsulin', meter: 'AlphaTrak' })
    expect(await detailsOf(client, petId, custom.conditionId)).toEqual({})
  })

  it('is refused, changing nothing, when the logs were kept on a form the new condition does not use', async () => {
    const { client, petId } = await ownerWithPet()
    const custom = await addCondition(client, petId, { condition: 'other', otherName: 'Heart murmur' })
    expect((await logSymptom(client, petId, custom.conditionId, 'Coughing')).status).toBe(201)
    const response = await client.request('PATCH', `/api/pets/${petId}/conditions/${custom.id}`, { condition: 'mvd' })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      error: {
        message:
          'Heart murmur has 1 symptom log kept on its own form, which MVD does not use. Add MVD as a new condition instead, and resolve Heart murmur when it no longer applies.',
      },
    })
    expect((await list(client, petId)).current.map((c) => c.label)).toEqual(['Heart murmur'])
    expect(await symptomsOf(client, petId, custom.conditionId)).toEqual(['Coughing'])

    // Without logs the same edit is allowed.
    const fresh = await addCondition(client, petId, { condition: 'other', otherName: 'Murmur grade 2' })
    const edited = await client.request('PATCH', `/api/pets/${petId}/conditions/${fresh.id}`, { condition: 'mvd' })
    expect(await edited.json()).toMatchObject({ conditionId: 'mvd', label: 'MVD' })
  })

  it("leaves a listed key's logs with an earlier episode of the same condition", async () => {
    const { client, petId } = await ownerWithPet()
    const earlier = await addCondition(client, petId, { condition: 'allergies' })
    expect((await client.post(`/api/pets/${petId}/conditions/${earlier.id}/resolve`, {})).status).toBe(200)
    const current = await addCondition(client, petId, { condition: 'allergies' })
    expect((await logSymptom(client, petId, 'allergies', 'Itching')).status).toBe(201)
    const edited = await client.request('PATCH', `/api/pets/${petId}/conditions/${current.id}`, { condition: 'other', otherName: 'Atopy' })
    expect(await edited.json()).toMatchObject({ conditionId: `other-${current.id}`, label: 'Atopy' })
    expect(await symptomsOf(client, petId, 'allergies')).toEqual(['Itching'])
    expect(await symptomsOf(client, petId, `other-${current.id}`)).toEqual([])
  })
})

describe('migration condition_keys', () => {
  const file = readdirSync(join(import.meta.dirname, '../src/db/migrations')).find((name) => name.endsWith('_condition_keys.sql'))!
  const statements = readFileSync(join(import.meta.dirname, '../src/db/migrations', file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '')
  const runMigration = async () => {
    for (const statement of statements) await db.execute(sql.raw(statement))
  }

  it("renames stored 'ckd' and moves 'other' logs and details to the custom condition's identifier, idempotently", async () => {
    const one = await ownerWithPet()
    const two = await ownerWithPet()
    const insertCondition = async (petId: string, userId: string, condition: string, otherName: string | null, createdAt: string) =>
      (
        await db
          .insert(schema.petHealthConditions)
          .values({ petId, userId, condition, otherName, createdAt: new Date(createdAt) })
          .returning()
      )[0]!
    const insertLog = (petId: string, conditionId: string) =>
      db.insert(schema.symptomLogs).values({ petId, conditionId, loggedAt: new Date(), symptoms: { symptom: 'x', severity: 1 } })

    // Written the old way: 'ckd', and logs and details shared by every 'other' condition.
    const kidneys = await insertCondition(one.petId, one.user.id, 'ckd', null, '2026-01-01T00:00:00Z')
    const murmur = await insertCondition(one.petId, one.user.id, 'other', 'Heart murmur', '2026-01-02T00:00:00Z')
    const legacy = await insertCondition(one.petId, one.user.id, 'hip_dysplasia', null, '2026-01-03T00:00:00Z')
    await insertLog(one.petId, 'ckd')
    await insertLog(one.petId, 'other')
    await insertLog(one.petId, 'hip_dysplasia')
    await insertLog(one.petId, 'mvd')
    await db.insert(schema.conditionMetadata).values([
      { petId: one.petId, conditionId: 'ckd', data: { iris: '2' } },
      { petId: one.petId, conditionId: 'other', data: { grade: '3/6' } },
    ])
    const older = await insertCondition(two.petId, two.user.id, 'other', 'Luxating patella', '2026-01-01T00:00:00Z')
    await insertCondition(two.petId, two.user.id, 'other', 'Heart murmur', '2026-02-01T00:00:00Z')
    await insertLog(two.petId, 'other')
    await insertLog(two.petId, 'other')
    await db.insert(schema.conditionMetadata).values({ petId: two.petId, conditionId: 'other', data: { side: 'left' } })

    await runMigration()
    await runMigration()

    const [kidneysRow] = await db.select().from(schema.petHealthConditions).where(eq(schema.petHealthConditions.id, kidneys.id))
    expect(kidneysRow!.condition).toBe('chronic_kidney_disease')
    const logIds = async (petId: string) =>
      (await db.select().from(schema.symptomLogs).where(eq(schema.symptomLogs.petId, petId))).map((l) => l.conditionId).sort()
    const metadataIds = async (petId: string) =>
      (await db.select().from(schema.conditionMetadata).where(eq(schema.conditionMetadata.petId, petId))).map((m) => m.conditionId).sort()
    expect(await logIds(one.petId)).toEqual(['chronic_kidney_disease', 'mvd', `other-${murmur.id}`, `other-${legacy.id}`].sort())
    expect(await metadataIds(one.petId)).toEqual(['chronic_kidney_disease', `other-${murmur.id}`].sort())
    // Two custom conditions: the old rows stay with the oldest.
    expect(await logIds(two.petId)).toEqual([`other-${older.id}`, `other-${older.id}`])
    expect(await metadataIds(two.petId)).toEqual([`other-${older.id}`])

    // And the app reads them on each condition's own page.
    const murmurLogs = (await (await one.client.get(`/api/pets/${one.petId}/symptom-logs?conditionId=other-${murmur.id}`)).json()) as {
      logs: unknown[]
    }
    expect(murmurLogs.logs).toHaveLength(1)
    const pet = (await (await one.client.get(`/api/pets/${one.petId}`)).json()) as PetWithPages
    expect(pet.currentConditionPages.map((p) => p.label)).toEqual(['Hip dysplasia', 'Heart murmur', 'Chronic kidney disease'])
  })
})
