import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, guestUser, healthy, sessionOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const storedDraft = () => JSON.parse(localStorage.getItem('ai-onboarding-storage') ?? '{}').state

describe('AI onboarding wizard: steps 1 to 3', () => {
  it('walks the five steps with focus on each heading, and Restart returns to step 1 with the fields cleared', async () => {
    fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': sessionOf(guestUser()) })
    renderApp('/onboarding/ai')
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1: Co-parents' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Full name'), 'Ana Ruiz')

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2: Pet names' })).toHaveFocus()
    await userEvent.type(screen.getByLabelText('Pet 1: name'), 'Biscuit')
    await userEvent.selectOptions(screen.getByLabelText('Pet 1: species'), 'dog')

    const titles = ['Pet photo upload', 'Vet records upload', 'Review']
    for (const [index, title] of titles.entries()) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }))
      expect(screen.getByText(`Step ${index + 3} of 5`)).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 2, name: `Step ${index + 3}: ${title}` })).toHaveFocus()
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(storedDraft()).toMatchObject({
      currentStep: 4,
      totalSteps: 5,
      fullName: 'Ana Ruiz',
      pets: [{ name: 'Biscuit', species: 'dog' }],
    })

    // What was entered is not thrown away on one click.
    await userEvent.click(screen.getByRole('link', { name: 'Restart' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Start again?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Restart' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start again' }))
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveValue('')
    expect(storedDraft()).toMatchObject({ currentStep: 0, fullName: '', pets: [{ name: '', species: '' }], vetRecordIds: [] })
  })

  it('step 1: invites by e-mail, keyed by e-mail, refusing a bad address, a repeat and your own', async () => {
    const ana = sessionUser()
    fakeApi(signedInApi(ana))
    renderApp('/onboarding/ai')
    const email = await screen.findByLabelText('E-mail')
    const add = screen.getByRole('button', { name: 'Add to the list' })

    await userEvent.type(email, 'not-an-address')
    await userEvent.click(add)
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address')

    await userEvent.clear(email)
    await userEvent.type(email, 'ana@example.com')
    await userEvent.click(add)
    expect(email).toHaveAccessibleDescription('That is your own e-mail address')

    await userEvent.clear(email)
    await userEvent.type(email, 'Sam@Example.com')
    await userEvent.type(screen.getByLabelText('Name (optional)'), 'Sam')
    await userEvent.click(add)
    const list = screen.getByRole('list', { name: 'People to invite' })
    expect(within(list).getByText('Sam · sam@example.com')).toBeInTheDocument()

    await userEvent.type(email, 'sam@example.com')
    await userEvent.click(add)
    expect(email).toHaveAccessibleDescription('This person is already on the list')
    expect(storedDraft().coParents).toEqual({ 'sam@example.com': { email: 'sam@example.com', name: 'Sam' } })
    expect(storedDraft().email).toBe('ana@example.com')

    await userEvent.click(within(list).getByRole('button', { name: 'Remove sam@example.com' }))
    expect(storedDraft().coParents).toEqual({})
  })

  it('step 2: Next needs a name and a species for every pet, with the messages on the fields', async () => {
    fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': sessionOf(guestUser()) })
    renderApp('/onboarding/ai')
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument()
    expect(screen.getByLabelText('Pet 1: name')).toHaveAccessibleDescription('Pet name is required')
    expect(screen.getByLabelText('Pet 1: species')).toHaveAccessibleDescription('Choose dog or cat')

    await userEvent.type(screen.getByLabelText('Pet 1: name'), 'Biscuit')
    await userEvent.selectOptions(screen.getByLabelText('Pet 1: species'), 'dog')
    await userEvent.click(screen.getByRole('button', { name: 'Add another pet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByLabelText('Pet 2: name')).toHaveAccessibleDescription('Pet name is required')

    await userEvent.click(screen.getByRole('button', { name: 'Remove pet 2' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument()
  })

  it('step 3: a photo per pet is kept on the device, and a wrong file is refused in words', async () => {
    fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': sessionOf(guestUser()) })
    localStorage.setItem(
      'ai-onboarding-storage',
      JSON.stringify({
        version: 1,
        state: { currentStep: 2, pets: [{ key: 'p1', name: 'Biscuit', species: 'dog', id: null, photo: null }] },
      }),
    )
    renderApp('/onboarding/ai', { isReload: true })
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3: Pet photo upload' })).toBeInTheDocument()
    const input = screen.getByLabelText('Photo of Biscuit (optional)')

    await userEvent.upload(input, new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false })
    expect(await screen.findByRole('alert')).toHaveTextContent(/./)
    expect(storedDraft().pets[0].photo).toBeNull()

    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'biscuit.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByText(/biscuit\.jpg/)).toBeInTheDocument()
    expect(storedDraft().pets[0].photo).toEqual({ fileName: 'biscuit.jpg' })

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }))
    expect(storedDraft().pets[0].photo).toBeNull()
  })
})
