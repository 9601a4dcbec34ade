import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const admin = sessionUser({ role: 'admin', twoFactorEnabled: true })
const id = (n: number) => `eeeeeeee-eeee-4eee-8eee-00000000000${n}`
const STAMP = '2026-02-01T10:00:00.000Z'

function adminEntry(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: id(n),
    name: `Entry ${n}`,
    maker: `Maker ${n}`,
    category: 'food',
    species: ['dog'],
    conditions: [],
    description: 'What it is for.',
    vetFirst: false,
    url: `https://maker${n}.example.com/`,
    imageUrl: null as string | null,
    hidden: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  }
}

describe('/admin/marketplace', () => {
  it('is linked from the admin page and lists every entry, hidden ones marked', async () => {
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/overview': 'never',
      'GET /api/admin/users': 'never',
      'GET /api/admin/marketplace': { body: { entries: [adminEntry(1), adminEntry(2, { name: 'Old collar', hidden: true })] } },
    })
    const app = renderApp('/admin')
    await userEvent.click(await screen.findByRole('link', { name: 'Marketplace catalogue' }))
    const hidden = await screen.findByRole('article', { name: 'Old collar' })
    expect(app.location()).toBe('/admin/marketplace')
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Entry 1' })).queryByText('Hidden')).not.toBeInTheDocument()
  })

  it('opens an entry from the list and, on Cancel, gives focus back to its Edit link', async () => {
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/marketplace': { body: { entries: [adminEntry(1), adminEntry(2, { name: 'Harness' })] } },
    })
    const app = renderApp('/admin/marketplace')
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Harness' }))
    expect(await screen.findByRole('heading', { name: 'Edit Harness' })).toHaveFocus()
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit Harness' })).toHaveFocus())
    expect(app.location()).toBe('/admin/marketplace')
  })

  it('hides an entry and shows it again', async () => {
    let entry = adminEntry(1, { name: 'Cardiac diet' })
    const patches: unknown[] = []
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/marketplace': () => ({ body: { entries: [entry] } }),
      [`PATCH /api/admin/marketplace/${id(1)}`]: ({ body }) => {
        patches.push(body)
        entry = { ...entry, ...(body as object) }
        return { body: entry }
      },
    })
    renderApp('/admin/marketplace')
    const card = await screen.findByRole('article', { name: 'Cardiac diet' })
    await userEvent.click(within(card).getByRole('button', { name: 'Hide Cardiac diet' }))
    expect(await within(card).findByText('Hidden')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Show Cardiac diet' }))
    await waitFor(() => expect(within(card).queryByText('Hidden')).not.toBeInTheDocument())
    expect(patches).toEqual([{ hidden: true }, { hidden: false }])
  })

  it('creates an entry, showing the server’s message under its field first', async () => {
    const posted: unknown[] = []
    const created = adminEntry(3, {
      name: 'Heart Care',
      maker: 'Hill’s Pet Nutrition',
      conditions: ['mvd'],
      vetFirst: true,
      url: 'https://www.hillspet.com/hd',
    })
    let entries: unknown[] = []
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/marketplace': () => ({ body: { entries } }),
      'POST /api/admin/marketplace': ({ body }) => {
        posted.push(body)
        if (posted.length === 1) return apiError(400, 'VALIDATION', 'Check the entry', { url: 'This address cannot be reached' })
        entries = [created]
        return { status: 201, body: created }
      },
    })
    const app = renderApp('/admin/marketplace')
    await userEvent.click(await screen.findByRole('link', { name: 'New entry' }))
    const form = await screen.findByRole('form', { name: 'New entry' })
    expect(screen.getByRole('heading', { name: 'New entry' })).toHaveFocus()

    await userEvent.click(within(form).getByRole('button', { name: 'Create entry' }))
    expect(await within(form).findByText('The name is required')).toBeInTheDocument()
    expect(within(form).getByLabelText('Category')).toHaveAccessibleDescription('Choose a category')
    expect(within(form).getByText('Choose at least one species')).toBeInTheDocument()
    expect(posted).toHaveLength(0)

    await userEvent.type(within(form).getByLabelText('Name'), 'Heart Care')
    await userEvent.type(within(form).getByLabelText('Maker'), 'Hill’s Pet Nutrition')
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'Food')
    await userEvent.type(within(form).getByLabelText('Description'), 'A diet for hearts.')
    await userEvent.type(within(form).getByLabelText('Maker’s page'), 'https://www.hillspet.com/hd')
    await userEvent.click(within(within(form).getByRole('group', { name: 'For' })).getByLabelText('Dogs'))
    const conditions = within(form).getByRole('group', { name: /Conditions/ })
    expect(within(conditions).queryByLabelText('Other')).not.toBeInTheDocument()
    await userEvent.click(within(conditions).getByLabelText('MVD'))
    await userEvent.click(within(form).getByLabelText(/Vet first/))
    await userEvent.click(within(form).getByRole('button', { name: 'Create entry' }))

    const url = within(form).getByLabelText('Maker’s page')
    expect(await within(form).findByText('This address cannot be reached')).toBeInTheDocument()
    expect(url).toHaveAttribute('aria-invalid', 'true')
    expect(url).toHaveFocus()

    await userEvent.click(within(form).getByRole('button', { name: 'Create entry' }))
    // The edit form comes after a navigation outside any event; its heading takes focus in an effect.
    const editing = await screen.findByRole('heading', { name: 'Edit Heart Care' })
    await waitFor(() => expect(editing).toHaveFocus())
    expect(app.location()).toBe(`/admin/marketplace?entry=${id(3)}`)
    expect(posted[1]).toEqual({
      name: 'Heart Care',
      maker: 'Hill’s Pet Nutrition',
      category: 'food',
      species: ['dog'],
      conditions: ['mvd'],
      description: 'A diet for hearts.',
      vetFirst: true,
      url: 'https://www.hillspet.com/hd',
      hidden: false,
    })
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument()
  })

  it('uploads a picture for an entry in the field pet photos use, and removes it', async () => {
    let entry = adminEntry(1, { name: 'Harness' })
    const uploads: unknown[] = []
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/marketplace': () => ({ body: { entries: [entry] } }),
      [`PUT /api/admin/marketplace/${id(1)}/image`]: ({ body }) => {
        uploads.push(body)
        entry = { ...entry, imageUrl: '/api/files/marketplace/harness.webp' }
        return { body: entry }
      },
      [`DELETE /api/admin/marketplace/${id(1)}/image`]: () => {
        entry = { ...entry, imageUrl: null }
        return { status: 204 }
      },
    })
    renderApp(`/admin/marketplace?entry=${id(1)}`)
    const picture = await screen.findByRole('region', { name: 'Picture' })
    const file = new File(['png-bytes'], 'harness.png', { type: 'image/png' })
    await userEvent.upload(within(picture).getByLabelText('Add a picture'), file)
    expect(await screen.findByText('Picture uploaded')).toBeInTheDocument()
    expect((uploads[0] as FormData).get('file')).toBe(file)
    await userEvent.click(await within(picture).findByRole('button', { name: 'Remove picture' }))
    expect(await screen.findByText('Picture removed')).toBeInTheDocument()
    await waitFor(() => expect(within(picture).queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument())
  })
})
