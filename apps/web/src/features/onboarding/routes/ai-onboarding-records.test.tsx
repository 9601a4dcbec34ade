import type { VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { emptyVetRecord } from '@pawpulse/domain/vet-record-merge'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, guestUser, healthy, sessionOf } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const firstId = '5a1b2c3d-0000-4000-8000-000000000001'
const secondId = '5a1b2c3d-0000-4000-8000-000000000002'

const vetRecord = (id: string, fileName: string, overrides: Partial<VetRecordFile> = {}): VetRecordFile => ({
  id,
  fileName,
  contentType: 'application/pdf',
  sizeBytes: 1200,
  status: 'queued',
  progress: null,
  error: null,
  pages: null,
  ocrPages: null,
  record: null,
  petId: null,
  fileUrl: `/api/vet-records/${id}/file`,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
})

const storedDraft = () => JSON.parse(localStorage.getItem('ai-onboarding-storage') ?? '{}').state

function openStep4(vetRecordIds: string[] = []) {
  localStorage.setItem(
    'ai-onboarding-storage',
    JSON.stringify({
      version: 1,
      state: { currentStep: 3, pets: [{ key: 'p1', name: 'Biscuit', species: 'dog', id: null, photo: null }], vetRecordIds },
    }),
  )
  return renderApp('/onboarding/ai', { isReload: true })
}

describe('AI onboarding wizard: step 4, the vet records', () => {
  it('says what happens before the first upload, uploads each file and shows its progress as it is polled', async () => {
    let polls = 0
    const { calls } = fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(guestUser()),
      'POST /api/vet-records': { status: 202, body: vetRecord(firstId, 'biscuit-2024.pdf') },
      [`GET /api/vet-records/${firstId}`]: () => {
        polls++
        // The first answer still says queued; a second later it is being read.
        if (polls === 1) return { body: vetRecord(firstId, 'biscuit-2024.pdf') }
        return { body: vetRecord(firstId, 'biscuit-2024.pdf', { status: 'reading', progress: { page: 2, pages: 4 } }) }
      },
    })
    openStep4()
    expect(await screen.findByText(/read on Pawpulse’s own server: nothing is sent anywhere else/)).toBeInTheDocument()
    expect(screen.getByText(/a few seconds per page/)).toBeInTheDocument()
    expect(screen.getByText(/PDF, JPEG, PNG or WebP, up to 10 MB each/)).toBeInTheDocument()

    await userEvent.upload(
      screen.getByLabelText('Vet records'),
      new File(['%PDF-1.4 record'], 'biscuit-2024.pdf', { type: 'application/pdf' }),
    )
    expect(await screen.findByText('Waiting to be read')).toBeInTheDocument()
    expect(await screen.findByText('Reading page 2 of 4', {}, { timeout: 5_000 })).toBeInTheDocument()
    expect(polls).toBeGreaterThan(1)
    expect(storedDraft().vetRecordIds).toEqual([firstId])
    const upload = calls.find((call) => call.method === 'POST' && call.path === '/api/vet-records')
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File)
  })

  it('resumes polling after a reload, shows a failure sentence and what was read, and Remove deletes a record', async () => {
    const { calls } = fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(guestUser()),
      [`GET /api/vet-records/${firstId}`]: {
        body: vetRecord(firstId, 'scan.pdf', {
          status: 'failed',
          error: 'The PDF could not be read: it may be damaged or protected by a password',
        }),
      },
      [`GET /api/vet-records/${secondId}`]: {
        body: vetRecord(secondId, 'photo.jpg', {
          status: 'done',
          pages: 1,
          record: {
            ...emptyVetRecord(),
            pet: { ...emptyVetRecord().pet, name: { value: 'Biscuit', snippet: 'Patient: Biscuit', confidence: 0.95 } },
            allergies: [{ value: 'Chicken', snippet: 'Allergies: chicken', confidence: 0.95 }],
          },
        }),
      },
      [`DELETE /api/vet-records/${firstId}`]: { status: 204 },
    })
    openStep4([firstId, secondId])
    expect(await screen.findByText('The PDF could not be read: it may be damaged or protected by a password')).toBeInTheDocument()
    expect(await screen.findByText('Read: 2 fields found')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Remove scan.pdf' }))
    expect(await screen.findByText('photo.jpg')).toBeInTheDocument()
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument()
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/vet-records/${firstId}`)).toBe(true)
    expect(storedDraft().vetRecordIds).toEqual([secondId])
  })

  it('refuses a file that is too large or of another kind, in words, without uploading it', async () => {
    const { calls } = fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': sessionOf(guestUser()) })
    openStep4()
    const input = await screen.findByLabelText('Vet records')
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' })
    await userEvent.upload(input, [big, new File(['x'], 'notes.txt', { type: 'text/plain' })], { applyAccept: false })
    expect(await screen.findByText('huge.pdf: File size exceeds 10MB limit')).toBeInTheDocument()
    expect(screen.getByText('notes.txt: File type must be PDF, JPEG, PNG or WebP')).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/vet-records')).toBe(false)
  })

  it('Restart, once confirmed, deletes the uploaded records on the server', async () => {
    const { calls } = fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(guestUser()),
      [`GET /api/vet-records/${firstId}`]: { body: vetRecord(firstId, 'scan.pdf', { status: 'reading', progress: { page: 1, pages: 3 } }) },
      [`DELETE /api/vet-records/${firstId}`]: { status: 204 },
    })
    openStep4([firstId])
    expect(await screen.findByText('Reading page 1 of 3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Restart' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Start again?' })).getByRole('button', { name: 'Start again' }),
    )
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument()
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/vet-records/${firstId}`)).toBe(true))
    expect(storedDraft().vetRecordIds).toEqual([])
  })
})
