import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiError, fakeApi, guestUser, healthy, sessionOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const receipt = { status: 201, body: { id: '33333333-3333-4333-8333-333333333333', createdAt: '2026-02-01T10:00:00.000Z' } }
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'screen.png', { type: 'image/png' })

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }))
  return screen.findByRole('dialog', { name: 'Send feedback' })
}

async function fillIn(dialog: HTMLElement, heading = 'Chart is empty', description = 'Nothing shows on the chart.') {
  await userEvent.type(within(dialog).getByLabelText('Heading'), heading)
  await userEvent.type(within(dialog).getByLabelText('Description'), description)
}

/** Holds the feedback request until the test lets it go, to see the dialog while it uploads. */
function holdFeedbackRequests() {
  const fakeFetch = globalThis.fetch
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/feedback') await released
    return fakeFetch(input, init)
  })
  return { release }
}

describe('feedback dialog', () => {
  it('opens from the floating button with a minor bug as the default', async () => {
    fakeApi(signedInApi(sessionUser()))
    renderApp('/more')
    const dialog = await openDialog()
    expect(within(dialog).getByLabelText('Type')).toHaveValue('bug')
    expect(within(dialog).getByLabelText('Severity')).toHaveValue('minor')
    expect(within(dialog).getByLabelText('Heading')).toHaveValue('')
    expect(within(dialog).getByRole('option', { name: 'Blocking' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Send feedback' })).toHaveFocus()
  })

  it('shows the schema’s messages and sends nothing while heading or description is missing', async () => {
    const { calls } = fakeApi(signedInApi(sessionUser()))
    renderApp('/more')
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Heading'), 'x'.repeat(201))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Heading must be at most 200 characters')).toBeInTheDocument()
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/feedback')).toBe(false)
  })

  it('sends the fields, the page and the screenshot, shows "Uploading...", then closes and clears', async () => {
    const { calls } = fakeApi({ ...signedInApi(sessionUser()), 'POST /api/feedback': receipt })
    const { release } = holdFeedbackRequests()
    renderApp('/symptoms/mvd?range=7')
    const dialog = await openDialog()
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'idea')
    await userEvent.selectOptions(within(dialog).getByLabelText('Severity'), 'blocking')
    await fillIn(dialog, '<b>Export</b> please', 'Line one\nLine two')
    await userEvent.upload(within(dialog).getByLabelText('Screenshot (optional)'), png())
    expect(await within(dialog).findByText(/screen\.png/)).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Uploading...')
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled()
    release()

    expect(await screen.findByText('Feedback sent')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const form = calls.find((call) => call.method === 'POST' && call.path === '/api/feedback')?.body as FormData
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      type: 'idea',
      severity: 'blocking',
      heading: '<b>Export</b> please',
      description: 'Line one\nLine two',
      pageUrl: '/symptoms/mvd',
    })
    expect((form.get('screenshot') as File).name).toBe('screen.png')

    const reopened = await openDialog()
    expect(within(reopened).getByLabelText('Type')).toHaveValue('bug')
    expect(within(reopened).getByLabelText('Severity')).toHaveValue('minor')
    expect(within(reopened).getByLabelText('Heading')).toHaveValue('')
    expect(within(reopened).getByLabelText('Description')).toHaveValue('')
    expect(within(reopened).queryByText(/screen\.png/)).not.toBeInTheDocument()
  })

  it('still closes when sending fails, logs it, tells the owner and keeps the draft', async () => {
    fakeApi({
      ...signedInApi(sessionUser()),
      'POST /api/feedback': apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
    })
    renderApp('/more')
    const dialog = await openDialog()
    await fillIn(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))

    expect(await screen.findByText('Feedback not sent')).toBeInTheDocument()
    expect(screen.getByText(/Your message is kept/)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(console.error).toHaveBeenCalledWith('[pawpulse] Feedback could not be sent', expect.anything())
    vi.mocked(console.error).mockClear()

    const reopened = await openDialog()
    expect(within(reopened).getByLabelText('Heading')).toHaveValue('Chart is empty')
  })

  it('refuses a file that is not an image in the drop zone, with its message', async () => {
    fakeApi(signedInApi(sessionUser()))
    renderApp('/more')
    const dialog = await openDialog()
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(
      within(dialog).getByLabelText('Screenshot (optional)'),
      new File(['%PDF-1.4'], 'vet.pdf', { type: 'application/pdf' }),
    )
    expect(await within(dialog).findByText('File type must be JPEG, PNG, GIF or WebP')).toBeInTheDocument()
    expect(within(dialog).queryByText(/vet\.pdf/)).not.toBeInTheDocument()
  })

  it('lets a guest send feedback too', async () => {
    const { calls } = fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(guestUser()),
      'GET /api/pets': { body: { pets: [] } },
      'GET /api/me': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No profile' } } },
      'POST /api/feedback': receipt,
    })
    renderApp('/more')
    const dialog = await openDialog()
    await fillIn(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Feedback sent')).toBeInTheDocument()
    expect(calls.filter((call) => call.path === '/api/feedback')).toHaveLength(1)
  })
})
