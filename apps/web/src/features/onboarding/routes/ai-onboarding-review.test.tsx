import { aiOnboardingCompletionSchema } from '@pawpulse/domain/ai-onboarding-api'
import type { ExtractedVetRecord } from '@pawpulse/domain/vet-record'
import { emptyVetRecord } from '@pawpulse/domain/vet-record-merge'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, petDetailOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const recordId = '5a1b2c3d-0000-4000-8000-000000000001'
const newPetId = '7c1b2c3d-0000-4000-8000-000000000009'
const ana = sessionUser()

function readRecord(): ExtractedVetRecord {
  const record = emptyVetRecord()
  record.pet.name = { value: 'Biscuits', snippet: 'Patient: Biscuits   Species: Canine', confidence: 0.95 }
  record.pet.breed = { value: 'Beagle', snippet: 'Breed: Beagle', confidence: 0.95 }
  record.pet.microchip = { value: '985112003456789', snippet: '985 112 003 456 789', confidence: 0.7 }
  record.vaccinations = [
    {
      value: { vaccineKey: 'rabies', name: 'Rabies 3yr', givenOn: '2024-03-12', nextDueOn: '2027-03-12', batchNumber: null },
      snippet: 'Rabies 3yr  03/12/2024  03/12/2027',
      confidence: 0.9,
    },
  ]
  record.medications = [
    {
      value: { name: 'Pimobendan', dose: '5 mg', route: 'oral', schedule: { frequency: 'twice_daily' }, instructions: 'BID PO' },
      snippet: 'Pimobendan 5 mg BID PO',
      confidence: 0.9,
    },
  ]
  record.clinic.name = { value: 'Maple Vet Clinic', snippet: 'Maple Vet Clinic', confidence: 0.85 }
  return record
}

const vetRecordAnswer = {
  body: {
    id: recordId,
    fileName: 'biscuit-2024.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1200,
    status: 'done',
    progress: null,
    error: null,
    pages: 1,
    ocrPages: 0,
    record: readRecord(),
    petId: null,
    fileUrl: `/api/vet-records/${recordId}/file`,
    createdAt: '2026-11-25T10:00:00.000Z',
  },
}

function openReview() {
  localStorage.setItem(
    'ai-onboarding-storage',
    JSON.stringify({
      version: 1,
      state: {
        currentStep: 4,
        fullName: 'Ana Ruiz',
        coParents: { 'sam@example.com': { email: 'sam@example.com', name: '' } },
        pets: [{ key: 'p1', name: 'Biscuit', species: 'dog', id: null, photo: null }],
        vetRecordIds: [recordId],
      },
    }),
  )
  return renderApp('/onboarding/ai', { isReload: true })
}

const fieldRow = (label: string) => screen.getByRole('listitem', { name: label })

describe('AI onboarding wizard: step 5, the review', () => {
  it('shows each field with its snippet and confidence; Reject leaves it out, Edit changes it, and Save sends the body', async () => {
    const newPet = {
      id: newPetId,
      name: 'Biscuit',
      species: 'dog',
      access: 'owner',
      currentConditions: [],
      photoUrl: null,
      createdAt: '2026-11-25T10:00:00.000Z',
    }
    let isSaved = false
    const { calls } = fakeApi({
      ...signedInApi(ana),
      'GET /api/pets': () => ({ body: { pets: isSaved ? [newPet] : [] } }),
      [`GET /api/pets/${newPetId}`]: { body: petDetailOf(newPet) },
      [`GET /api/vet-records/${recordId}`]: vetRecordAnswer,
      'POST /api/onboarding/ai/complete': () => {
        isSaved = true
        return { status: 201, body: { petIds: [newPetId] } }
      },
    })
    const app = openReview()

    const breed = await screen.findByRole('listitem', { name: 'Breed' })
    expect(within(breed).getByText('Beagle')).toBeInTheDocument()
    expect(within(breed).getByText('Breed: Beagle')).toBeInTheDocument()
    expect(within(breed).getByText('Read from a label')).toBeInTheDocument()
    expect(within(fieldRow('Microchip')).getByText('Found by its shape')).toBeInTheDocument()
    expect(within(fieldRow('Microchip')).getByText('985 112 003 456 789')).toBeInTheDocument()

    // The record's name differs from the one typed in step 2: both are shown, the owner picks.
    const name = fieldRow('Name')
    expect(within(name).getByText('You typed')).toBeInTheDocument()
    expect(within(name).getByText('Biscuit')).toBeInTheDocument()
    expect(within(name).getByText('Biscuits')).toBeInTheDocument()
    await userEvent.click(within(name).getByRole('button', { name: 'Keep what you typed for Name' }))

    await userEvent.click(within(breed).getByRole('button', { name: 'Accept Breed' }))
    const rabies = fieldRow('Rabies')
    expect(within(rabies).getByText('Rabies 3yr  03/12/2024  03/12/2027', { normalizer: (text) => text })).toBeInTheDocument()
    await userEvent.click(within(rabies).getByRole('button', { name: 'Reject Rabies' }))
    expect(within(rabies).getByText('Rejected: not saved')).toBeInTheDocument()

    const pimobendan = fieldRow('Pimobendan')
    await userEvent.click(within(pimobendan).getByRole('button', { name: 'Edit Pimobendan' }))
    const dose = within(pimobendan).getByLabelText('New value for Pimobendan')
    await userEvent.clear(dose)
    await userEvent.type(dose, '2.5 mg')
    await userEvent.click(within(pimobendan).getByRole('button', { name: 'Use this value' }))
    expect(within(pimobendan).getByText('Edited: 2.5 mg')).toBeInTheDocument()
    await userEvent.click(within(fieldRow('Clinic')).getByRole('button', { name: 'Accept Clinic' }))
    // The microchip is left undecided: it is not sent.
    expect(screen.getByText('1 value is not decided yet and will not be saved.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Save pet' }))
    await waitFor(() => expect(app.location()).toBe('/dashboard'))
    const sent = calls.filter((call) => call.path === '/api/onboarding/ai/complete')
    expect(sent).toHaveLength(1)
    expect(aiOnboardingCompletionSchema.safeParse(sent[0]?.body).success).toBe(true)
    expect(sent[0]?.body).toEqual({
      userProfile: { fullName: 'Ana Ruiz' },
      coParents: [{ email: 'sam@example.com', name: null }],
      primaryVet: { clinic: 'Maple Vet Clinic' },
      pets: [
        {
          pet: { name: 'Biscuit', species: 'dog', breed: 'Beagle' },
          weights: [],
          vaccinations: [],
          medications: [
            { name: 'Pimobendan', dosage: '2.5 mg', frequency: 'BID PO', route: 'oral', schedule: { frequency: 'twice_daily' } },
          ],
          conditions: [],
          allergies: [],
          vetRecordIds: [recordId],
        },
      ],
    })
    expect(await screen.findByText('Pet added')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('pet-core-storage') ?? '{}').state).toEqual({ selectedPetId: newPetId })
    expect(JSON.parse(localStorage.getItem('ai-onboarding-storage') ?? '{}').state).toMatchObject({
      currentStep: 0,
      vetRecordIds: [],
      decisions: {},
    })
  })

  it("puts the server's field message on the field it belongs to and keeps the draft", async () => {
    fakeApi({
      ...signedInApi(ana),
      [`GET /api/vet-records/${recordId}`]: vetRecordAnswer,
      'POST /api/onboarding/ai/complete': apiError(400, 'VALIDATION', 'Some fields are not valid.', {
        'pets.0.vaccinations.0.givenOn': 'The date cannot be in the future',
      }),
    })
    const app = openReview()
    const rabies = await screen.findByRole('listitem', { name: 'Rabies' })
    await userEvent.click(within(rabies).getByRole('button', { name: 'Accept Rabies' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save pet' }))
    expect(await within(rabies).findByRole('alert')).toHaveTextContent('The date cannot be in the future')
    expect(app.location()).toBe('/onboarding/ai')
    expect(JSON.parse(localStorage.getItem('ai-onboarding-storage') ?? '{}').state.decisions).toEqual({
      'p1:vaccination:rabies|2024-03-12': { action: 'accept' },
    })
  })

  it('with several pets, asks which pet each record is about and sends each record with its pet', async () => {
    const secondRecordId = '5a1b2c3d-0000-4000-8000-000000000002'
    const catRecord = emptyVetRecord()
    catRecord.pet.name = { value: 'Mochi', snippet: 'Patient: Mochi', confidence: 0.95 }
    catRecord.allergies = [{ value: 'Fish', snippet: 'Allergies: fish', confidence: 0.95 }]
    const { calls } = fakeApi({
      ...signedInApi(ana),
      [`GET /api/vet-records/${recordId}`]: vetRecordAnswer,
      [`GET /api/vet-records/${secondRecordId}`]: {
        body: {
          ...vetRecordAnswer.body,
          id: secondRecordId,
          fileName: 'mochi.pdf',
          record: catRecord,
          fileUrl: `/api/vet-records/${secondRecordId}/file`,
        },
      },
      'POST /api/onboarding/ai/complete': 'never',
    })
    localStorage.setItem(
      'ai-onboarding-storage',
      JSON.stringify({
        version: 1,
        state: {
          currentStep: 4,
          pets: [
            { key: 'p1', name: 'Biscuit', species: 'dog', id: null, photo: null },
            { key: 'p2', name: 'Mochi', species: 'cat', id: null, photo: null },
          ],
          vetRecordIds: [recordId, secondRecordId],
        },
      }),
    )
    renderApp('/onboarding/ai', { isReload: true })
    expect(await screen.findByRole('heading', { level: 3, name: 'Which pet is each record about?' })).toBeInTheDocument()
    // Until a record has a pet, nothing it proposes is shown for any pet.
    expect(screen.getAllByText('Nothing read for this pet.')).toHaveLength(2)
    await userEvent.selectOptions(screen.getByLabelText('biscuit-2024.pdf'), 'Biscuit')
    await userEvent.selectOptions(screen.getByLabelText('mochi.pdf'), 'Mochi')
    const mochi = screen.getByRole('region', { name: 'Mochi (cat)' })
    await userEvent.click(within(mochi).getByRole('button', { name: 'Accept Allergy' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save pets' }))

    await waitFor(() => expect(calls.some((call) => call.path === '/api/onboarding/ai/complete')).toBe(true))
    const body = calls.find((call) => call.path === '/api/onboarding/ai/complete')?.body as {
      pets: { pet: { name: string }; allergies: string[]; vetRecordIds: string[] }[]
    }
    expect(body.pets.map((pet) => [pet.pet.name, pet.allergies, pet.vetRecordIds])).toEqual([
      ['Biscuit', [], [recordId]],
      ['Mochi', ['Fish'], [secondRecordId]],
    ])
  })
})
