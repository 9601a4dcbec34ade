import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiError, fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const ana = sessionUser()
const pet = (id: string, name: string, access = 'owner') => ({
  id,
  name,
  species: 'dog',
  access,
  currentConditions: [],
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const rex = pet('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Rex')
const bo = pet('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Bo', 'editor')
const lou = pet('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'Lou', 'viewer')

const keyOf = (n: number, changes: Record<string, unknown> = {}) => ({
  id: `99999999-9999-4999-8999-00000000000${n}`,
  name: `Key ${n}`,
  prefix: `pp_0000000${n}`,
  pets: [{ id: rex.id, name: 'Rex' }],
  access: 'read',
  expiresAt: null,
  expiresOn: null,
  isExpired: false,
  lastUsedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...changes,
})
const tablet = keyOf(1, {
  name: 'Kitchen tablet',
  pets: [
    { id: bo.id, name: 'Bo' },
    { id: rex.id, name: 'Rex' },
  ],
  access: 'read_write',
  expiresAt: '2026-12-31T23:00:00.000Z',
  expiresOn: '2026-12-31',
  lastUsedAt: '2026-03-02T09:15:00.000Z',
})
const script = keyOf(2, { name: 'Old script', expiresAt: '2026-02-01T00:00:00.000Z', expiresOn: '2026-01-31', isExpired: true })
const secret = `pp_${'1234abcd'.repeat(8)}`

function keysApi(keys: unknown, extra: Record<string, unknown> = {}) {
  return {
    ...signedInApi(ana, [rex, bo, lou]),
    'GET /api/household/members': { body: { members: [] } },
    'GET /api/me/api-keys': keys,
    ...extra,
  } as Parameters<typeof fakeApi>[0]
}

type Calls = { method: string; path: string; body: unknown }[]
const keyCalls = (calls: Calls, method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/api/me/api-keys')).map((call) => call.body)

const section = () => screen.findByRole('region', { name: 'API keys' }, { timeout: 10_000 })

describe('profile: API keys', () => {
  it('lists each key with its prefix, pets, access, expiry and last use, never a secret', async () => {
    fakeApi(keysApi({ body: { keys: [tablet, script] } }))
    renderApp('/profile')
    const list = await within(await section()).findByRole('list', { name: 'API keys' })
    const first = within(list).getByRole('article', { name: 'Kitchen tablet' })
    expect(first).toHaveTextContent('pp_00000001… · Read and write')
    expect(first).toHaveTextContent('Pets: Bo, Rex')
    expect(first).toHaveTextContent('Works until 31 December 2026 · Last used 2 Mar 2026, 09:15')
    const second = within(list).getByRole('article', { name: 'Old script' })
    expect(second).toHaveTextContent('Read only')
    expect(second).toHaveTextContent('Expired after 31 January 2026 · Never used')
  })

  it('says when there are no keys, and when the list could not be loaded', async () => {
    let fail = true
    fakeApi(keysApi(() => (fail ? apiError(500, 'INTERNAL', 'Broken') : { body: { keys: [] } })))
    renderApp('/profile')
    const card = await section()
    expect(await within(card).findByText('Your API keys could not be loaded.', undefined, { timeout: 10_000 })).toBeInTheDocument()
    // The failed query is logged (and reported), as every failed query is.
    expect(vi.mocked(console.error)).toHaveBeenCalledWith('[pawpulse] Query failed', expect.anything())
    vi.mocked(console.error).mockClear()
    fail = false
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }))
    expect(await within(card).findByText('You have no API keys.')).toBeInTheDocument()
  })

  it('creates a key for pets the owner may change, then shows its secret once with a copy button', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    let keys: unknown[] = []
    const { calls } = fakeApi(
      keysApi(() => ({ body: { keys } }), {
        'POST /api/me/api-keys': ({ body }: { body: unknown }) => {
          const key = keyOf(3, { name: (body as { name: string }).name, access: 'read_write' })
          keys = [key]
          return { status: 201, body: { key, secret } }
        },
      }),
    )
    renderApp('/profile')
    const card = await section()
    const form = await within(card).findByRole('form', { name: 'Create an API key' })
    const pets = within(form).getByRole('group', { name: 'Pets it may use' })
    // A pet shared for viewing only cannot be given to a key.
    expect(
      within(pets)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Rex', 'Bo'])
    expect(within(form).getByRole('radio', { name: /Read and write/ })).toBeChecked()

    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(await within(form).findByText('Give the key a name, such as the device that will use it')).toBeInTheDocument()
    expect(within(form).getByText('Choose at least one pet')).toBeInTheDocument()
    expect(keyCalls(calls, 'POST')).toEqual([])

    await userEvent.type(within(form).getByLabelText('Name'), 'Breath counter')
    await userEvent.click(within(pets).getByRole('checkbox', { name: 'Rex' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    await waitFor(() =>
      expect(keyCalls(calls, 'POST')).toEqual([{ name: 'Breath counter', petIds: [rex.id], access: 'read_write', expiresOn: null }]),
    )

    const field = await within(card).findByRole('textbox', { name: 'Your new API key' })
    expect(field).toHaveValue(secret)
    expect(field).toHaveAttribute('readonly')
    expect(field).toHaveFocus()
    expect(field).toHaveAccessibleDescription(/it will not be shown again/)
    await userEvent.click(within(card).getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith(secret)
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(await within(card).findByRole('article', { name: 'Breath counter' })).not.toHaveTextContent(secret)

    await userEvent.click(within(card).getByRole('button', { name: 'I have copied it' }))
    expect(within(card).queryByRole('textbox', { name: 'Your new API key' })).not.toBeInTheDocument()
    expect(card).not.toHaveTextContent(secret)
  })

  it('sends the expiry date chosen, and shows the server’s message under the field', async () => {
    const { calls } = fakeApi(
      keysApi(
        { body: { keys: [] } },
        {
          'POST /api/me/api-keys': apiError(400, 'VALIDATION', 'Some fields are not valid.', { expiresOn: 'Choose today or a later date' }),
        },
      ),
    )
    renderApp('/profile')
    const form = await within(await section()).findByRole('form', { name: 'Create an API key' })
    await userEvent.type(within(form).getByLabelText('Name'), 'Weekend sitter')
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Bo' }))
    await userEvent.click(within(form).getByRole('radio', { name: /Read only/ }))
    await userEvent.type(within(form).getByLabelText('Expires (optional)'), '2026-03-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    await waitFor(() =>
      expect(within(form).getByLabelText('Expires (optional)')).toHaveAccessibleDescription(/Choose today or a later date/),
    )
    expect(keyCalls(calls, 'POST')).toEqual([{ name: 'Weekend sitter', petIds: [bo.id], access: 'read', expiresOn: '2026-03-01' }])
  })

  it('revokes a key only after confirming', async () => {
    let keys: unknown[] = [tablet]
    const { calls } = fakeApi(
      keysApi(() => ({ body: { keys } }), {
        [`DELETE /api/me/api-keys/${tablet.id}`]: () => {
          keys = []
          return { status: 204 }
        },
      }),
    )
    renderApp('/profile')
    const card = await section()
    const item = await within(card).findByRole('article', { name: 'Kitchen tablet' })
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke Kitchen tablet' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Kitchen tablet”?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(keyCalls(calls, 'DELETE')).toEqual([])

    await userEvent.click(within(item).getByRole('button', { name: 'Revoke Kitchen tablet' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }))
    expect(await screen.findByText('API key revoked')).toBeInTheDocument()
    expect(keyCalls(calls, 'DELETE')).toHaveLength(1)
    expect(await within(card).findByText('You have no API keys.')).toBeInTheDocument()
  })
})
