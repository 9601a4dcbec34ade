import type { AiOnboardingCompletion } from '@pawpulse/domain/ai-onboarding-api'
import { aiOnboardingResultSchema } from '@pawpulse/domain/ai-onboarding-api'
import { vetRecordFileListSchema, vetRecordFileSchema, type VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { runVetRecordJobs } from '#server/features/vet-records/jobs.ts'
import { createLogger } from '#server/lib/logger.ts'
import { textPdf } from './fixtures/vet-records'
import { createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

// The AI wizard's save (docs/product/onboarding.md#saving-what-the-wizard-read) and the pet's
// documents (docs/product/vet-records.md#documents-on-the-pet).

const { app, db, fileStore, mailer } = await createTestApp()
const pdfBytes = await textPdf()
type User = Awaited<ReturnType<typeof createTestUser>>

async function uploadAndRead(client: TestClient): Promise<VetRecordFile> {
  const body = new FormData()
  body.append('file', new File([pdfBytes as Uint8Array<ArrayBuffer>], 'Biscuit.pdf', { type: 'application/pdf' }))
  const response = await client.request('POST', '/api/vet-records', body)
  expect(response.status).toBe(202)
  const record = vetRecordFileSchema.parse(await response.json())
  await runVetRecordJobs({ db, fileStore, log: createLogger('silent') })
  return record
}

/** What the review step sends after the owner accepted what the reader found. */
function reviewed(vetRecordIds: string[], overrides: Partial<AiOnboardingCompletion> = {}): AiOnboardingCompletion {
  return {
    userProfile: { preferredName: 'Jane' },
    pets: [
      {
        pet: {
          name: 'Biscuit',
          species: 'dog',
          breed: 'Cavalier King Charles Spaniel',
          sex: 'male',
          neutered: true,
          birthdate: '2016-03-14',
          color: 'Blenheim',
          microchipId: '985141000123456',
          microchipped: true,
        },
        weights: [
          { value: 18.2, unit: 'lb', date: '2024-05-15' },
          { value: 18.7, unit: 'lb', date: '2024-11-02' },
        ],
        vaccinations: [
          {
            vaccineKey: 'dapp',
            vaccineName: null,
            givenOn: '2024-11-02',
            nextDueOn: '2027-11-02',
            clinic: 'Sunny Valley Animal Hospital',
            batchNumber: 'A123B',
          },
          { vaccineKey: 'rabies', vaccineName: null, givenOn: '2024-11-02', nextDueOn: '2027-11-02', clinic: null, batchNumber: 'RB4456' },
          {
            vaccineKey: null,
            vaccineName: 'Canine flu (bivalent)',
            givenOn: '2024-05-15',
            nextDueOn: null,
            clinic: null,
            batchNumber: null,
          },
        ],
        medications: [
          { name: 'Pimobendan', dosage: '5 mg', frequency: 'Give 1 tablet PO BID', schedule: { frequency: 'twice_daily' }, route: 'oral' },
          { name: 'Apoquel', dosage: '5.4 mg', frequency: 'SID PRN itching', schedule: { frequency: 'as_needed' }, route: 'oral' },
        ],
        conditions: [
          { condition: 'mvd', diagnosisDate: '2024-11-02' },
          { condition: 'other', otherName: 'Otitis externa, left ear' },
        ],
        allergies: ['Penicillin', 'chicken'],
        vetRecordIds,
      },
    ],
    primaryVet: {
      clinic: 'Sunny Valley Animal Hospital',
      name: 'Dr. Sarah Miller',
      phoneNumber: '(217) 555-0142',
      email: 'frontdesk@sunnyvalleyvet.com',
    },
    coParents: [],
    ...overrides,
  }
}

async function save(user: { client: TestClient }, body: unknown) {
  return user.client.post('/api/onboarding/ai/complete', body)
}

const petsOf = async (userId: string) => db.select().from(schema.pets).where(eq(schema.pets.userId, userId))

describe('saving what the owner reviewed', () => {
  let owner: User
  let petId: string
  let record: VetRecordFile
  const coParentEmail = uniqueEmail('co-parent')

  it('writes the pet and everything read, in one go, and marks onboarding complete', async () => {
    owner = await createTestUser(app)
    record = await uploadAndRead(owner.client)
    const response = await save(owner, reviewed([record.id], { coParents: [{ email: coParentEmail, relationship: 'Partner' }] }))
    expect(response.status, await response.clone().text()).toBe(201)
    ;[petId] = aiOnboardingResultSchema.parse(await response.json()).petIds as [string]

    const pet = await (await owner.client.get(`/api/pets/${petId}`)).json()
    expect(pet).toMatchObject({ name: 'Biscuit', species: 'dog', breed: 'Cavalier King Charles Spaniel', microchipId: '985141000123456' })
    // The newest weight is the pet's weight; both are in the log.
    const [petRow] = await db.select().from(schema.pets).where(eq(schema.pets.id, petId))
    expect([Number(petRow!.weight), petRow!.weightUnit]).toEqual([18.7, 'lb'])
    const logs = await db.select().from(schema.weightLogs).where(eq(schema.weightLogs.petId, petId))
    expect(logs.map((l) => Number(l.weight)).sort()).toEqual([18.2, 18.7])

    const { vaccinations } = (await (await owner.client.get(`/api/pets/${petId}/vaccinations`)).json()) as {
      vaccinations: { vaccineName: string; nextDueOn: string | null; batchNumber: string | null }[]
    }
    expect(vaccinations.map((v) => v.vaccineName).sort()).toEqual([
      'Canine flu (bivalent)',
      'DAPP (distemper, adenovirus, parvovirus, parainfluenza)',
      'Rabies',
    ])
    const medicationList = (await (await owner.client.get(`/api/pets/${petId}/medications`)).json()) as { current: { name: string }[] }
    expect(medicationList.current.map((m) => m.name).sort()).toEqual(['Apoquel', 'Pimobendan'])
    // The records' own reminders: the latest doses with a due date, and the scheduled medication.
    const reminders = await db.select().from(schema.reminders).where(eq(schema.reminders.petId, petId))
    expect(reminders.map((r) => r.sourceKind).sort()).toEqual(['medication', 'vaccination', 'vaccination'])

    const conditions = await db.select().from(schema.petHealthConditions).where(eq(schema.petHealthConditions.petId, petId))
    expect(conditions.map((c) => c.condition).sort()).toEqual(['mvd', 'other'])
    const [behavior] = await db.select().from(schema.petBehavior).where(eq(schema.petBehavior.petId, petId))
    expect(behavior?.handlingNotes).toBe('Allergies: Penicillin, chicken.')
    const careTeam = (await (await owner.client.get(`/api/pets/${petId}/care-team`)).json()) as { contacts?: unknown[] } | unknown[]
    expect(JSON.stringify(careTeam)).toContain('Dr. Sarah Miller')

    const documents = vetRecordFileListSchema.parse(await (await owner.client.get(`/api/pets/${petId}/documents`)).json())
    expect(documents.records.map((r) => [r.id, r.petId])).toEqual([[record.id, petId]])
    // Attached: no longer among the wizard's waiting uploads.
    expect(vetRecordFileListSchema.parse(await (await owner.client.get('/api/vet-records')).json()).records).toEqual([])

    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, owner.user.id))
    expect(user).toMatchObject({ onboardingCompleted: true, preferredName: 'Jane' })
    // The co-parent is invited after the commit.
    expect(mailer.sent.some((m) => m.to === coParentEmail && m.text.includes('/auth?invite='))).toBe(true)
  })

  it('the documents and their files are readable by a household member, not by a stranger', async () => {
    const member = await createTestUser(app, { email: coParentEmail })
    const mail = mailer.sent.find((m) => m.to === coParentEmail && m.text.includes('/auth?invite='))
    const token = mail!.text.match(/\/auth\?invite=([A-Za-z0-9_-]+)/)![1]
    expect((await member.client.post(`/api/invitations/${token}/accept`)).status).toBe(200)

    const documents = vetRecordFileListSchema.parse(await (await member.client.get(`/api/pets/${petId}/documents`)).json())
    expect(documents.records.map((r) => r.id)).toEqual([record.id])
    const file = await member.client.get(record.fileUrl)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')

    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/documents`)).status).toBe(404)
    expect((await stranger.client.get(record.fileUrl)).status).toBe(404)
    // The uploader's own routes stay the uploader's: a member cannot delete it.
    expect((await member.client.request('DELETE', `/api/vet-records/${record.id}`)).status).toBe(404)
  })

  it('deleting the pet deletes its records and their files', async () => {
    const [row] = await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, record.id))
    expect(await fileStore.get(row!.fileKey)).not.toBeNull()
    expect((await owner.client.request('DELETE', `/api/pets/${petId}`)).status).toBe(204)
    expect(await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, record.id))).toEqual([])
    expect(await fileStore.get(row!.fileKey)).toBeNull()
  })
})

describe('nothing is half-saved', () => {
  it('a failure in the middle (the second pet’s vaccine is not for cats) leaves no pet and no attached record', async () => {
    const owner = await createTestUser(app)
    const first = await uploadAndRead(owner.client)
    const second = await uploadAndRead(owner.client)
    const body = reviewed([first.id])
    body.pets.push({
      pet: { name: 'Mochi', species: 'cat' },
      vaccinations: [{ vaccineKey: 'dapp', vaccineName: null, givenOn: '2024-01-10', nextDueOn: null, clinic: null, batchNumber: null }],
      vetRecordIds: [second.id],
    })
    const response = await save(owner, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION', fields: { 'pets.1.vaccinations.0.vaccineKey': expect.stringContaining('not a vaccine for a cat') } },
    })
    expect(await petsOf(owner.user.id)).toEqual([])
    const records = await db
      .select()
      .from(schema.vetRecords)
      .where(inArray(schema.vetRecords.id, [first.id, second.id]))
    expect(records.map((r) => r.petId)).toEqual([null, null])
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, owner.user.id))
    expect(user?.onboardingCompleted).toBe(false)
  })

  it('another user’s record id: 404 and nothing saved', async () => {
    const other = await createTestUser(app)
    const theirs = await uploadAndRead(other.client)
    const owner = await createTestUser(app)
    const mine = await uploadAndRead(owner.client)
    const response = await save(owner, reviewed([mine.id, theirs.id]))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Vet record not found' } })
    expect(await petsOf(owner.user.id)).toEqual([])
    const [row] = await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, mine.id))
    expect(row?.petId).toBeNull()
    // A made-up id is answered the same way.
    expect((await save(owner, reviewed(['00000000-0000-4000-8000-000000000000']))).status).toBe(404)
  })

  it('a record already kept with a pet cannot be attached again', async () => {
    const owner = await createTestUser(app)
    const record = await uploadAndRead(owner.client)
    expect((await save(owner, reviewed([record.id]))).status).toBe(201)
    expect((await save(owner, reviewed([record.id]))).status).toBe(404)
    expect(await petsOf(owner.user.id)).toHaveLength(1)
  })

  it('bad input is refused with the fields named, before anything is written', async () => {
    const owner = await createTestUser(app)
    const response = await save(owner, {
      pets: [{ pet: { name: '', species: 'dog' }, weights: [{ value: 0, unit: 'kg', date: '2024-01-01' }] }],
    })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(error.fields).toMatchObject({
      'pets.0.pet.name': 'Pet name is required',
      'pets.0.weights.0.value': 'Weight must be more than 0',
    })
    expect((await save(owner, { pets: [] })).status).toBe(400)
    expect(await petsOf(owner.user.id)).toEqual([])
  })
})

describe('guests', () => {
  it('save as a guest; their co-parents are invited once they have an account', async () => {
    const guest = new TestClient(app)
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    const record = await uploadAndRead(guest)
    const email = uniqueEmail('guest-co-parent')
    const response = await save({ client: guest }, reviewed([record.id], { coParents: [{ email }] }))
    expect(response.status).toBe(201)
    expect(mailer.sent.some((m) => m.to === email)).toBe(false)
    const [member] = await db
      .select()
      .from(schema.householdMembers)
      .where(and(eq(schema.householdMembers.email, email)))
    expect(member?.name).toBe(email)
  })
})
