import { conditionIdOf } from '@pawpulse/domain/condition-id'
import type { VaccinationView } from '@pawpulse/domain/vaccination-api'
import type { PetSummaryFixture } from './fake-api'

/** Fixtures shaped as the health API answers them (packages/domain/src/*-api.ts). */
export const REX_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
export const MIA_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
const STAMP = '2026-01-01T00:00:00.000Z'

export function petFixture(overrides: Partial<PetSummaryFixture> = {}): PetSummaryFixture {
  return { id: REX_ID, name: 'Rex', species: 'dog', access: 'owner', currentConditions: [], photoUrl: null, createdAt: STAMP, ...overrides }
}

let counter = 0
/** A fresh UUID-shaped id per call, so lists have distinct keys. */
export function fixtureId(): string {
  counter += 1
  return `cccccccc-cccc-4ccc-8ccc-${String(counter).padStart(12, '0')}`
}

export function conditionFixture(overrides: Record<string, unknown> = {}) {
  const base = {
    id: fixtureId(),
    petId: REX_ID,
    condition: 'mvd',
    otherName: null,
    label: 'MVD',
    diagnosisDate: null,
    ongoing: true,
    resolutionDate: null,
    notes: null,
    isResolved: false,
    createdAt: STAMP,
    updatedAt: STAMP,
  }
  const merged = { ...base, ...overrides }
  // The page identifier the server derives: the key, or `other-{id}` for a custom condition.
  return { conditionId: conditionIdOf(merged), ...merged }
}

export function symptomLogFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: fixtureId(),
    petId: REX_ID,
    conditionId: 'ibd',
    loggedAt: '2026-01-10T08:00:00.000Z',
    symptoms: {},
    notes: null,
    cibdai: null,
    faecalScoreText: null,
    recordedBy: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  }
}

export function breathingLogFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: fixtureId(),
    petId: REX_ID,
    measuredAt: '2026-01-10T06:00:00.000Z',
    breathCount: 12,
    durationSeconds: 30,
    breathsPerMinute: 24,
    context: 'sleeping',
    method: 'counter',
    confidence: null,
    notes: null,
    recordedBy: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  }
}

export function medicationFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: fixtureId(),
    petId: REX_ID,
    name: 'Pimobendan',
    dosage: '5 mg',
    frequency: 'Twice a day',
    schedule: { frequency: 'twice_daily' },
    route: 'Oral',
    category: 'Heart',
    startDate: '2026-01-01',
    endDate: null,
    notes: null,
    source: null,
    isCurrent: true,
    lastDoseAt: null,
    nextDoseDue: null,
    dueStatus: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  }
}

export function treatmentFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: fixtureId(),
    petId: REX_ID,
    brandId: null,
    userBrandId: null,
    productName: 'Frontline Plus',
    manufacturer: 'Boehringer Ingelheim',
    treatmentType: 'flea_tick',
    variant: null,
    frequency: 'monthly',
    givenOn: '2026-01-10',
    notes: null,
    nextDue: '2026-02-10',
    isLatest: true,
    dueStatus: 'upcoming',
    daysUntilDue: 20,
    safetyNotes: [],
    recordedBy: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  }
}

export const emptyBreathingChart = (overrides: Record<string, unknown> = {}) => ({
  from: '2025-12-12',
  to: '2026-01-10',
  timeZone: 'UTC',
  threshold: 30,
  baseline: null,
  points: [],
  dailyAverages: [],
  ...overrides,
})

/** A dose as `GET /api/pets/{id}/vaccinations` lists it (vaccination-api.ts): Rex's overdue rabies dose unless overridden. */
export function vaccinationFixture(overrides: Partial<VaccinationView> = {}): VaccinationView {
  return {
    id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    petId: REX_ID,
    vaccineKey: 'rabies',
    vaccineName: 'Rabies',
    core: true,
    givenOn: '2025-01-10',
    nextDueOn: '2026-01-10',
    clinic: 'Elm Street Vets',
    batchNumber: 'RB-1',
    notes: null,
    isLatest: true,
    status: 'overdue',
    daysUntilDue: -30,
    recordedBy: null,
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  }
}
