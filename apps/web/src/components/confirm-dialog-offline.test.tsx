import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'
import { Button } from './ui/button'
import { Toaster } from './ui/toaster'

/**
 * Whether the question's code can be fetched: offline before the service worker holds the release,
 * it cannot. (Vitest prints the refused import as "an error when mocking a module": that is this.)
 */
const network = vi.hoisted(() => ({ reachable: false }))
vi.mock('./confirm-dialog-question', async (importOriginal) => {
  if (!network.reachable) throw new Error('Failed to fetch dynamically imported module')
  return importOriginal()
})

describe('ConfirmDialog without its code', () => {
  it('says the question could not be opened, stays closed, and asks again at the next press', async () => {
    render(
      <>
        <ConfirmDialog
          trigger={<Button>Delete Rex</Button>}
          title="Delete Rex?"
          description="Rex will be deleted."
          confirmLabel="Delete Rex"
          onConfirm={vi.fn()}
        />
        <Toaster />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Delete Rex' }))
    expect(await screen.findByText('The question could not be opened. Check your connection and try again.')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()

    network.reachable = true
    await userEvent.click(screen.getByRole('button', { name: 'Delete Rex' }))
    expect(await screen.findByRole('alertdialog', { name: 'Delete Rex?' })).toBeInTheDocument()
    // React reports the failed load it caught.
    expect(vi.mocked(console.error)).toHaveBeenCalled()
    vi.mocked(console.error).mockClear()
  })
})
