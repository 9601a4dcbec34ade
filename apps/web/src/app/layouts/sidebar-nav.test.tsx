import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const pet = (id: string, name: string, currentConditions: string[]) => ({
  id,
  name,
  species: 'dog',
  access: 'owner',
  currentConditions,
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const rex = pet('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Rex', ['mvd', 'heart_murmur', 'ibd', 'arthritis'])
const mia = pet('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Mia', ['kidney_disease'])

async function sidebar() {
  // The sidebar is the first 'Main' navigation (the mobile sheet only renders once opened).
  return screen.findByRole('navigation', { name: 'Main' })
}

describe('sidebar', () => {
  it("links each current condition of the selected (first) pet, labelled by the condition list's rule", async () => {
    fakeApi(signedInApi(sessionUser(), [rex, mia]))
    renderApp('/dashboard')
    const nav = await sidebar()
    const mvd = await within(nav).findByRole('link', { name: 'MVD' })
    expect(mvd).toHaveAttribute('href', '/symptoms/mvd')
    expect(within(nav).getByRole('link', { name: 'Heart murmur' })).toHaveAttribute('href', '/symptoms/heart_murmur')
    expect(within(nav).getByRole('link', { name: 'IBD' })).toHaveAttribute('href', '/symptoms/ibd')
    expect(within(nav).getByRole('link', { name: 'Arthritis' })).toHaveAttribute('href', '/symptoms/arthritis')
    // Mia is not selected: her condition is not linked.
    expect(within(nav).queryByRole('link', { name: 'Kidney disease' })).not.toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile')
  })

  it("links each custom condition by its own name to its own page, and 'ckd' reads 'Chronic kidney disease'", async () => {
    const murmur = 'other-11111111-1111-4111-8111-111111111111'
    const patella = 'other-22222222-2222-4222-8222-222222222222'
    const luna = {
      ...pet('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Luna', ['chronic_kidney_disease', 'other']),
      currentConditionPages: [
        { conditionId: 'chronic_kidney_disease', label: 'Chronic kidney disease' },
        { conditionId: murmur, label: 'Heart murmur' },
        { conditionId: patella, label: 'Luxating patella' },
      ],
    }
    fakeApi(signedInApi(sessionUser(), [luna]))
    renderApp('/dashboard')
    const nav = await sidebar()
    expect(await within(nav).findByRole('link', { name: 'Chronic kidney disease' })).toHaveAttribute(
      'href',
      '/symptoms/chronic_kidney_disease',
    )
    expect(within(nav).getByRole('link', { name: 'Heart murmur' })).toHaveAttribute('href', `/symptoms/${murmur}`)
    expect(within(nav).getByRole('link', { name: 'Luxating patella' })).toHaveAttribute('href', `/symptoms/${patella}`)
    expect(nav).not.toHaveTextContent(/Ckd|Other/)
  })

  it("labels an older server's 'ckd' key by today's name", async () => {
    fakeApi(signedInApi(sessionUser(), [pet('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'Old', ['ckd'])]))
    renderApp('/dashboard')
    expect(await within(await sidebar()).findByRole('link', { name: 'Chronic kidney disease' })).toHaveAttribute('href', '/symptoms/ckd')
  })

  it('shows the Admin link to admins only', async () => {
    fakeApi(signedInApi(sessionUser({ role: 'admin', twoFactorEnabled: true }), [rex]))
    renderApp('/dashboard')
    expect(await within(await sidebar()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })

  it('hides the Admin link from other users', async () => {
    fakeApi(signedInApi(sessionUser({ role: 'user' }), [rex]))
    renderApp('/dashboard')
    const nav = await sidebar()
    await within(nav).findByRole('link', { name: 'MVD' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Pet Profile',
      'Health Management',
      'MVD',
      'Heart murmur',
      'IBD',
      'Arthritis',
      'Breath Monitor',
      'Reports',
      'Notifications',
      'Marketplace',
      'Settings',
    ])
  })
})

describe('Add New Pet', () => {
  it('opens pet onboarding on one empty pet, leaving a draft from before behind', async () => {
    fakeApi(signedInApi(sessionUser(), [rex]))
    const first = renderApp('/petonboarding')
    await userEvent.type(await screen.findByLabelText('Name'), 'Old draft')
    first.unmount()

    // Later, the draft still on the device.
    const app = renderApp('/dashboard', { isReload: true })
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Pet' }))
    await waitFor(() => expect(app.location()).toBe('/petonboarding'))
    expect(await screen.findByLabelText('Name')).toHaveValue('')
  })
})
