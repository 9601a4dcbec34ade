import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, lifeSectionsOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { fixtureId, petFixture, REX_ID } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

/** The pet page's other reads, with nothing recorded; `documents` answers the section's one request. */
function petPageApi(documents: unknown, access = 'owner') {
  return {
    ...signedInApi(sessionUser(), [petFixture({ access })]),
    [`GET /api/pets/${REX_ID}/images`]: { body: { images: [] } },
    [`GET /api/pets/${REX_ID}/care-team`]: { body: { contacts: [] } },
    ...lifeSectionsOf(REX_ID),
    [`GET /api/pets/${REX_ID}/documents`]: documents as never,
  }
}

/** A record as `GET /api/pets/{petId}/documents` sends it (vet-record-api.ts): read and kept with Rex. */
function documentFixture(overrides: Record<string, unknown> = {}) {
  const id = fixtureId()
  return {
    id,
    fileName: 'Rex-2024.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2_516_582,
    status: 'done',
    progress: null,
    error: null,
    pages: 3,
    ocrPages: 0,
    record: null,
    petId: REX_ID,
    fileUrl: `/api/vet-records/${id}/file`,
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  }
}

const section = () => screen.findByRole('region', { name: 'Vet records' })

describe('the pet page’s vet records', () => {
  it('lists each file with its kind, size, pages and date, and opens the original in a new tab', async () => {
    const pdf = documentFixture()
    const longName = 'Sunny-Valley-Animal-Hospital-paper-record-from-the-first-visit-in-2019.jpg'
    const photo = documentFixture({
      fileName: longName,
      contentType: 'image/jpeg',
      sizeBytes: 148_000,
      pages: 1,
      createdAt: '2026-02-03T09:00:00.000Z',
    })
    fakeApi(petPageApi({ body: { records: [pdf, photo] } }))
    renderApp('/pet')
    const list = await within(await section()).findByRole('list', { name: 'Rex’s vet records' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Rex-2024.pdf')
    expect(rows[0]).toHaveTextContent('PDF')
    expect(rows[0]).toHaveTextContent('2.4 MB')
    expect(rows[0]).toHaveTextContent('3 pages')
    expect(rows[0]).toHaveTextContent('Added 1 February 2026')
    expect(rows[1]).toHaveTextContent('Photo')
    expect(rows[1]).toHaveTextContent('144.5 KB')
    expect(rows[1]).toHaveTextContent('1 page')
    expect(rows[1]).toHaveTextContent('Added 3 February 2026')
    // A long name wraps instead of pushing the row wider than a phone.
    expect(within(rows[1]!).getByText(longName)).toHaveClass('[overflow-wrap:anywhere]')
    // A PDF is downloaded (the server sends it as an attachment); a photo opens in a new tab.
    const download = within(rows[0]!).getByRole('link', { name: 'Download Rex-2024.pdf' })
    expect(download).toHaveAttribute('href', pdf.fileUrl)
    expect(download).toHaveAttribute('download', 'Rex-2024.pdf')
    const open = within(rows[1]!).getByRole('link', { name: `Open ${longName}` })
    expect(open).toHaveAttribute('href', photo.fileUrl)
    expect(open).toHaveAttribute('target', '_blank')
    expect(open).toHaveAttribute('rel', 'noopener noreferrer')
    // Read-only: nothing to upload or delete here.
    expect(within(await section()).queryByRole('button')).toBeNull()
  })

  it('says where records come from when there are none, with a link to the AI set-up', async () => {
    fakeApi(petPageApi({ body: { records: [] } }))
    renderApp('/pet')
    const region = await section()
    expect(await within(region).findByText('No vet records for Rex yet')).toBeInTheDocument()
    expect(within(region).getByText(/appear here once you save/)).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'AI set-up' })).toHaveAttribute('href', '/onboarding/ai')
  })

  it('shows a household member the same list', async () => {
    fakeApi(petPageApi({ body: { records: [documentFixture({ pages: null })] } }, 'viewer'))
    renderApp('/pet')
    const region = await section()
    const row = await within(region).findByRole('listitem')
    expect(row).not.toHaveTextContent('page')
    expect(within(row).getByRole('link', { name: 'Download Rex-2024.pdf' })).toBeInTheDocument()
  })

  it('says when the vet records could not be loaded, and tries again', async () => {
    let attempts = 0
    fakeApi(
      petPageApi(() => {
        attempts += 1
        // A 4xx is not retried by the query cache, so the first failure shows at once.
        return attempts === 1 ? apiError(403, 'FORBIDDEN', 'Not allowed') : { body: { records: [documentFixture()] } }
      }),
    )
    renderApp('/pet')
    const region = await section()
    expect(await within(region).findByText('Could not show the vet records.')).toBeInTheDocument()
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }))
    expect(await within(region).findByRole('link', { name: 'Download Rex-2024.pdf' })).toBeInTheDocument()
  })
})
