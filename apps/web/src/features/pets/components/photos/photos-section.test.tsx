import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, lifeSectionsOf, petDetailOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const rex = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Rex',
  species: 'dog',
  access: 'owner',
  currentConditions: [],
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}
const image = (n: number) => ({
  id: `eeeeeeee-eeee-4eee-8eee-00000000000${n}`,
  url: `/api/files/pet-images/${n}/original`,
  thumbnailUrl: `/api/files/pet-images/${n}/thumbnail`,
  width: 800,
  height: 600,
  createdAt: '2026-03-01T10:00:00.000Z',
})
const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })
const isUpload = (call: { method: string; path: string }) => call.method === 'POST' && call.path === `/api/pets/${rex.id}/images`
// The drop zone, not the browser's file dialog, is what decides here.
const user = () => userEvent.setup({ applyAccept: false })

function photoApi(images: ReturnType<typeof image>[], extra: Record<string, unknown> = {}) {
  return {
    ...signedInApi(sessionUser(), [rex]),
    [`GET /api/pets/${rex.id}`]: { body: petDetailOf(rex, { images, profileImageId: images[0]?.id ?? null }) },
    [`GET /api/pets/${rex.id}/images`]: { body: { images } },
    [`GET /api/pets/${rex.id}/care-team`]: { body: { contacts: [] } },
    ...lifeSectionsOf(rex.id),
    ...extra,
  } as Parameters<typeof fakeApi>[0]
}

describe('pet photos', () => {
  it('refuses files with the drop-zone messages, uploading none of them', async () => {
    const { calls } = fakeApi(photoApi([], { [`POST /api/pets/${rex.id}/images`]: { status: 201, body: image(1) } }))
    renderApp('/pet')
    const input = await screen.findByLabelText('Add photos')
    await user().upload(input, [new File(['hello'], 'notes.txt', { type: 'text/plain' }), png('big.png', 5_242_881), png('empty.png', 0)])
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('notes.txt: File type must be JPEG, PNG, GIF or WebP')).toBeInTheDocument()
    expect(within(alert).getByText('big.png: File is larger than 5 MB')).toBeInTheDocument()
    expect(within(alert).getByText('empty.png: File is empty')).toBeInTheDocument()

    expect(calls.some(isUpload)).toBe(false)

    // Past the limit: the first 10 are uploaded, the rest are named.
    await user().upload(
      input,
      Array.from({ length: 11 }, (_, n) => png(`photo-${n}.png`)),
    )
    expect(await within(alert).findByText('Too many files: choose at most 10 at a time (1 not added)')).toBeInTheDocument()
    await waitFor(() => expect(calls.filter(isUpload)).toHaveLength(10))
  })

  it('uploads several photos, one request each with the file, and counts them in the toast', async () => {
    let stored: ReturnType<typeof image>[] = []
    const { calls } = fakeApi(
      photoApi([], {
        [`GET /api/pets/${rex.id}/images`]: () => ({ body: { images: stored } }),
        [`POST /api/pets/${rex.id}/images`]: () => {
          const added = image(stored.length + 1)
          stored = [...stored, added]
          return { status: 201, body: added }
        },
      }),
    )
    renderApp('/pet')
    await user().upload(await screen.findByLabelText('Add photos'), [png('one.png'), png('two.png')])

    expect(await screen.findByText('Images uploaded')).toBeInTheDocument()
    expect(screen.getByText('Successfully uploaded 2 image(s).')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Photo 2 of Rex' })).toHaveAttribute('src', '/api/files/pet-images/2/thumbnail')
    const uploads = calls.filter(isUpload)
    expect(uploads).toHaveLength(2)
    expect((uploads[0]?.body as FormData).get('file')).toBeInstanceOf(File)
  })

  it('shows why a photo failed where it would be, with the single-upload failure toast', async () => {
    const { calls } = fakeApi(photoApi([], { [`POST /api/pets/${rex.id}/images`]: apiError(400, 'VALIDATION', 'File type not supported') }))
    renderApp('/pet')
    await user().upload(await screen.findByLabelText('Add photos'), [png('fake.png')])
    expect(await screen.findByText('Upload failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to upload image. Please try again.')).toBeInTheDocument()
    const gallery = screen.getByRole('list', { name: 'Photos of Rex' })
    expect(within(gallery).getByText(/was not uploaded: File type not supported/)).toBeInTheDocument()
    expect(within(gallery).queryByRole('img')).not.toBeInTheDocument()
    // A 400 will not change: no retry.
    expect(calls.filter(isUpload)).toHaveLength(1)
  })

  it('chooses the profile photo, removes a photo after asking, and says when a photo cannot be shown', async () => {
    const { calls } = fakeApi(
      photoApi([image(1), image(2)], {
        [`PUT /api/pets/${rex.id}/profile-image`]: { status: 204 },
        [`DELETE /api/pets/${rex.id}/images/${image(1).id}`]: { status: 204 },
      }),
    )
    renderApp('/pet')
    const gallery = await screen.findByRole('list', { name: 'Photos of Rex' })
    expect(within(gallery).getByText('Profile photo')).toBeInTheDocument()
    await userEvent.click(within(gallery).getByRole('button', { name: 'Make profile photo (Photo 2 of Rex)' }))
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ imageId: image(2).id }))

    await userEvent.click(within(gallery).getByRole('button', { name: 'Remove Photo 1 of Rex' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this photo?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }))
    expect(await screen.findByText('Image removed')).toBeInTheDocument()
    expect(screen.getByText('The pet image has been removed.')).toBeInTheDocument()

    fireEvent.error(within(gallery).getByRole('img', { name: 'Photo 2 of Rex' }))
    expect(await within(gallery).findByText('This photo could not be loaded.')).toBeInTheDocument()
  })

  it('says so in a toast when the photos cannot be fetched', async () => {
    fakeApi(photoApi([], { [`GET /api/pets/${rex.id}/images`]: apiError(403, 'FORBIDDEN', 'No.') }))
    renderApp('/pet')
    expect(await screen.findByText('Failed to fetch pet images. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('The photos could not be loaded.')).toBeInTheDocument()
  })
})
