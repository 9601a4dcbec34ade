import { quickActions } from '@pawpulse/domain/quick-actions'
import { vi } from 'vitest'

/** One answer of the fake API: a status and a JSON body, or a function making one. */
export type FakeAnswer = { status?: number; body?: unknown } | 'network-error' | 'never'
type Handler = FakeAnswer | ((request: { body: unknown; url: URL }) => FakeAnswer)

/**
 * Replaces `fetch` (the network is outside the unit; our own modules are never mocked). Keys are
 * 'METHOD /path'; a request nobody answers fails the test loudly.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    // JSON bodies are parsed; a FormData (file upload) is handed over as it is.
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined)
    calls.push({ method, path: url.pathname, body })
    const handler = routes[`${method} ${url.pathname}`]
    if (handler === undefined) throw new Error(`Unexpected request in test: ${method} ${url.pathname}`)
    const answer = typeof handler === 'function' ? handler({ body, url }) : handler
    if (answer === 'network-error') throw new TypeError('Failed to fetch')
    if (answer === 'never') return new Promise<Response>(() => {})
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  /** Answers a route from now on (one whose path holds an id made during the test). */
  const handle = (key: string, handler: Handler) => {
    routes[key] = handler
  }
  return { calls, handle }
}

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
})

/** Users as Better Auth sends them (more fields than the app reads). */
export function sessionUser(
  overrides: { id?: string; email?: string; name?: string; role?: string; isAnonymous?: boolean; twoFactorEnabled?: boolean } = {},
) {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ana@example.com',
    name: 'Ana Ruiz',
    role: 'user',
    isAnonymous: false,
    emailVerified: false,
    image: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export const guestUser = () =>
  sessionUser({ id: '22222222-2222-4222-8222-222222222222', email: 'temp-x@guest.pawpulse.invalid', name: 'Guest', isAnonymous: true })

export function sessionOf(user: ReturnType<typeof sessionUser>) {
  return { body: { session: { id: 'session-1', userId: user.id, expiresAt: '2027-01-01T00:00:00.000Z' }, user } }
}

export function profileOf(user: ReturnType<typeof sessionUser>, overrides: Record<string, unknown> = {}) {
  return {
    body: {
      id: user.id,
      email: user.isAnonymous ? null : user.email,
      // Confirmed unless a test says otherwise, so the confirmation banner shows only where asked for.
      emailVerified: !user.isAnonymous,
      fullName: user.name,
      preferredName: null,
      isAnonymous: user.isAnonymous,
      role: user.role,
      onboardingCompleted: true,
      preferredNotificationMethods: ['email'],
      country: null,
      currency: null,
      unitSystem: null,
      timezone: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...overrides,
    },
  }
}

/** `GET /api/me/sessions`: the user signed in on this device only. */
export function sessionsOf(_user: ReturnType<typeof sessionUser>, others: { id: string; device: string }[] = []) {
  const at = '2026-01-01T00:00:00.000Z'
  return {
    body: {
      sessions: [
        { id: 'session-1', device: 'Chrome on Windows', createdAt: at, lastActiveAt: at, isCurrent: true },
        ...others.map((other) => ({ ...other, createdAt: at, lastActiveAt: at, isCurrent: false })),
      ],
    },
  }
}

export const healthy = { body: { status: 'ok', database: 'ok', version: 'test' } }

export interface PetSummaryFixture {
  id: string
  name: string
  species: string
  access: string
  currentConditions: string[]
  /** What the server sends for each current condition (the web falls back to the keys without it). */
  currentConditionPages?: { conditionId: string; label: string }[]
  photoUrl: string | null
  createdAt: string
}

/** A pet as `GET /api/pets/{id}` sends it: the summary's fields, nothing else known. */
export function petDetailOf(pet: PetSummaryFixture, overrides: Record<string, unknown> = {}) {
  return {
    breed: null,
    breedMix: [],
    birthdate: null,
    birthdateEstimated: false,
    age: null,
    weight: null,
    weightUnit: null,
    sex: null,
    color: null,
    microchipped: false,
    microchipId: null,
    neutered: null,
    acquisitionSource: null,
    acquisitionSourceDetails: null,
    nickNames: [],
    active: true,
    enabledVitals: [],
    completed: true,
    profileImageId: null,
    images: [],
    updatedAt: pet.createdAt,
    ...pet,
    ...overrides,
  }
}

/** The pet page's Diet, Behaviour and Fun facts sections with nothing recorded (pet-life-api.ts). */
export function lifeSectionsOf(petId: string) {
  return {
    [`GET /api/pets/${petId}/diet`]: { body: { diet: null } },
    [`GET /api/pets/${petId}/behavior`]: { body: { behavior: null } },
    [`GET /api/pets/${petId}/fun-facts`]: { body: { funFacts: null } },
  }
}

/** `GET /api/pets/{id}/dashboard` for a pet with nothing recorded yet (dashboard-api.ts). */
export function emptyDashboardOf(pet: PetSummaryFixture, overrides: Record<string, unknown> = {}) {
  const access = pet.access as 'owner' | 'editor' | 'viewer'
  return {
    pet: { id: pet.id, name: pet.name, species: pet.species, access, weight: null, weightUnit: null, profileImageId: null },
    timeZone: 'UTC',
    today: new Date().toISOString().slice(0, 10),
    breathing: { latest: null, assessment: null, threshold: 30, baseline: null, primaryVet: null, sparkline: [] },
    conditions: [],
    due: { medications: [], treatments: [] },
    vaccinations: [],
    symptoms: [],
    weight: { unit: 'lb', points: [] },
    quickActions: quickActions({ access, currentConditions: [], hasDueMedications: false, hasDueTreatments: false }),
    ...overrides,
  }
}

/**
 * The calls every app start makes, for a signed-in user with the given pets: their details, the
 * dashboard's one request and the pet page's weight log, vaccinations and vet records, all with
 * nothing recorded, and the shell's unread count (0).
 */
export function signedInApi(user: ReturnType<typeof sessionUser>, pets: PetSummaryFixture[] = []) {
  const details = Object.fromEntries(
    pets.flatMap((pet) => [
      [`GET /api/pets/${pet.id}`, { body: petDetailOf(pet) }],
      [`GET /api/pets/${pet.id}/dashboard`, { body: emptyDashboardOf(pet) }],
      [`GET /api/pets/${pet.id}/weight-logs`, { body: { from: '2025-01-01', to: '2026-01-01', logs: [] } }],
      [`GET /api/pets/${pet.id}/vaccinations`, { body: { vaccinations: [] } }],
      [`GET /api/pets/${pet.id}/documents`, { body: { records: [] } }],
    ]),
  )
  return {
    'GET /api/health': healthy,
    'GET /api/auth/get-session': sessionOf(user),
    'GET /api/pets': { body: { pets } },
    'GET /api/me': profileOf(user),
    'GET /api/me/sessions': sessionsOf(user),
    // The profile's two-factor section (decision 061) lists the account's passkeys.
    'GET /api/auth/passkey/list-user-passkeys': { body: [] },
    'GET /api/me/api-keys': { body: { keys: [] } },
    // The shell's unread badge (nothing unread unless a test says otherwise).
    'GET /api/notifications/unread-count': { body: { unread: 0 } },
    ...details,
  } satisfies Record<string, Handler>
}
