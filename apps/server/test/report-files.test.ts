import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestApp, createTestUser, TestClient } from './test-app'

const { app } = await createTestApp()
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10) + 'T12:00:00Z'

async function sharedPet(sections: string[]) {
  const owner = await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', { timezone: 'UTC', unitSystem: 'metric' })
  const pet = (await (await owner.client.post('/api/pets', { name: 'Marmalade', species: 'cat' })).json()) as { id: string }
  for (const [day, count, notes] of [
    [3, 9, 'Purring, "deep" sleep, on the sofa'],
    [2, 11, null],
    [1, 17, null],
  ] as const) {
    expect(
      (
        await owner.client.post(`/api/pets/${pet.id}/breathing-logs`, {
          measuredAt: daysAgo(day),
          breathCount: count,
          durationSeconds: 30,
          method: 'counter',
          context: 'sleeping',
          notes,
        })
      ).status,
    ).toBe(201)
  }
  expect(
    (await owner.client.post(`/api/pets/${pet.id}/weight-logs`, { measuredAt: daysAgo(2), weight: 4.2, weightUnit: 'kg' })).status,
  ).toBe(201)
  const link = (await (
    await owner.client.post(`/api/pets/${pet.id}/report-shares`, { sections, range: { kind: 'relative', days: 30 }, expiresIn: '7d' })
  ).json()) as { token: string }
  return { ...owner, petId: pet.id, token: link.token }
}

/** The text pdftotext reads from a PDF answer (poppler-utils). */
async function pdfText(response: Response) {
  const file = join(mkdtempSync(join(tmpdir(), 'pawpulse-pdf-')), 'report.pdf')
  writeFileSync(file, Buffer.from(await response.arrayBuffer()))
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

/** A cat with a rabies dose in the range and an FVRCP dose long before it, shared with `sections`. */
async function vaccinatedPet(sections: string[]) {
  const shared = await sharedPet(sections)
  const vaccinate = async (body: Record<string, unknown>) =>
    expect((await shared.client.post(`/api/pets/${shared.petId}/vaccinations`, body)).status).toBe(201)
  await vaccinate({ vaccineKey: 'rabies', givenOn: daysAgo(12).slice(0, 10), nextDueOn: '2031-03-14', batchNumber: 'RB-77' })
  await vaccinate({ vaccineKey: 'fvrcp', givenOn: daysAgo(1100).slice(0, 10), nextDueOn: daysAgo(5).slice(0, 10) })
  return shared
}

describe('report files', () => {
  it('prints each vaccine with its next due date and status in the PDF, and exports the doses as CSV', async () => {
    const { client, petId, token } = await vaccinatedPet(['vaccinations'])
    const text = await pdfText(await client.get(`/api/pets/${petId}/report.pdf?days=30&sections=vaccinations`))
    expect(text).toContain('Vaccinations')
    expect(text).toContain('Rabies')
    expect(text).toContain('14 Mar 2031')
    expect(text).toContain('Up to date')
    expect(text).toContain('batch RB-77')
    expect(text).toContain('FVRCP')
    expect(text).toContain('Overdue')
    // The shared link's PDF says the same.
    expect(await pdfText(await new TestClient(app).get(`/api/shared-reports/${token}/report.pdf`))).toContain('14 Mar 2031')

    const csv = await new TestClient(app).get(`/api/shared-reports/${token}/vaccinations.csv`)
    expect(csv.status).toBe(200)
    const lines = (await csv.text()).split('\r\n')
    expect(lines[0]).toBe(
      'given_on (YYYY-MM-DD),vaccine,core,clinic,batch_number,next_due_on (YYYY-MM-DD; latest dose only),status (latest dose only)',
    )
    // Only the dose given in the range: the FVRCP dose three years ago is not a row.
    expect(lines.slice(1)).toEqual([`${daysAgo(12).slice(0, 10)},Rabies,yes,,RB-77,2031-03-14,ok`, ''])
  })

  it('leaves vaccinations out of a link that does not share them: JSON, PDF and CSV', async () => {
    const { token } = await vaccinatedPet(['breathing'])
    const vet = new TestClient(app)
    const shared = (await (await vet.get(`/api/shared-reports/${token}`)).json()) as { report: Record<string, unknown> }
    expect(shared.report.sections).toEqual(['breathing'])
    expect(shared.report).not.toHaveProperty('vaccinations')
    const text = await pdfText(await vet.get(`/api/shared-reports/${token}/report.pdf`))
    expect(text).not.toContain('Vaccinations')
    expect(text).not.toContain('Rabies')
    expect((await vet.get(`/api/shared-reports/${token}/vaccinations.csv`)).status).toBe(404)
  })

  it('renders the shared report to a PDF with the pet, the range and the breathing values', async () => {
    const { token } = await sharedPet(['profile', 'breathing', 'weight'])
    const response = await new TestClient(app).get(`/api/shared-reports/${token}/report.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const dir = mkdtempSync(join(tmpdir(), 'pawpulse-pdf-'))
    const file = join(dir, 'report.pdf')
    writeFileSync(file, Buffer.from(await response.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
    expect(text).toContain('Marmalade — health report')
    expect(text).toContain('Last 30 days')
    expect(text).toContain('Sleeping breathing rate')
    for (const value of ['18', '22', '34']) expect(text).toMatch(new RegExp(`\\b${value}\\b`))
    expect(text).toContain('Threshold 30/min')
    expect(text).toContain('page 1')
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, join(dir, 'page')])
    expect(statSync(join(dir, 'page-1.png')).size).toBeGreaterThan(1000)
    expect(readFileSync(join(dir, 'page-1.png')).subarray(1, 4).toString()).toBe('PNG')
  })

  it('exports a shared log as real CSV, and only logs of shared sections', async () => {
    const { token } = await sharedPet(['breathing'])
    const vet = new TestClient(app)
    const response = await vet.get(`/api/shared-reports/${token}/breathing.csv`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe('measured_at (ISO 8601 UTC),breaths_per_minute (/min),context,alert_threshold (/min)')
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z,18,sleeping,30$/)
    expect(lines).toHaveLength(5)
    // Weight was not shared: the file is not there for the link.
    expect((await vet.get(`/api/shared-reports/${token}/weight.csv`)).status).toBe(404)
  })

  it('exports the owner’s own logs and PDF', async () => {
    const { client, petId } = await sharedPet(['breathing'])
    const response = await client.get(`/api/pets/${petId}/report.csv?log=breathing&days=30`)
    expect(response.status).toBe(200)
    const weight = await client.get(`/api/pets/${petId}/report.csv?log=weight&days=30`)
    expect((await weight.text()).split('\r\n')[1]).toMatch(/,4\.2,$/)
    expect((await client.get(`/api/pets/${petId}/report.pdf?days=30`)).status).toBe(200)
    expect((await client.get(`/api/pets/${petId}/report.csv?log=passwords`)).status).toBe(400)
  })
})
