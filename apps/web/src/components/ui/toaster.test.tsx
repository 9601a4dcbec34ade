import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS, toast } from '#web/lib/toast.ts'
import { Toaster } from './toaster'

const region = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' })

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('shows a toast sent before it was drawn, newest first, in a polite live region', () => {
    toast.error('Network issue', { description: 'Unable to reach the database. Some features may be unavailable.' })
    render(<Toaster />)
    act(() => toast.success('Weight saved'))
    expect(region()).toHaveAttribute('aria-live', 'polite')
    const items = within(region()).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Weight saved',
      'Network issueUnable to reach the database. Some features may be unavailable.',
    ])
  })

  it('goes after six seconds, but not while the pointer is on the toasts', () => {
    render(<Toaster />)
    act(() => toast.success('Weight saved'))
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000))
    fireEvent.pointerEnter(within(region()).getByRole('list'))
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2))
    expect(screen.getByText('Weight saved')).toBeInTheDocument()
    fireEvent.pointerLeave(within(region()).getByRole('list'))
    act(() => vi.advanceTimersByTime(900))
    expect(screen.getByText('Weight saved')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('Weight saved')).not.toBeInTheDocument()
  })

  it('starts the time again when a toast replaces one with its id, and keeps one sent to stay', () => {
    render(<Toaster />)
    act(() => toast.success('1 entry synced', { id: 'outbox-synced' }))
    act(() => toast('Update available — reload', { id: 'app-update', duration: Number.POSITIVE_INFINITY }))
    act(() => vi.advanceTimersByTime(5000))
    act(() => toast.success('2 entries synced', { id: 'outbox-synced' }))
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByText('2 entries synced')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1100))
    expect(screen.queryByText('2 entries synced')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Update available — reload')).toBeInTheDocument()
  })

  it('closes with its button, runs its action once and closes, and closes with Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const reopen = vi.fn()
    render(<Toaster />)
    act(() => toast.error('Feedback not sent', { action: { label: 'Open again', onClick: reopen } }))
    act(() => toast.success('Weight saved'))
    act(() => toast.success('Dose recorded'))

    await user.click(screen.getByRole('button', { name: 'Open again' }))
    expect(reopen).toHaveBeenCalledOnce()
    expect(screen.queryByText('Feedback not sent')).not.toBeInTheDocument()

    const saved = screen.getByText('Weight saved').closest('li') as HTMLElement
    await user.click(within(saved).getByRole('button', { name: 'Close toast' }))
    expect(screen.queryByText('Weight saved')).not.toBeInTheDocument()

    await user.keyboard('{Alt>}t{/Alt}')
    expect(within(region()).getByRole('list')).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close toast' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByText('Dose recorded')).not.toBeInTheDocument()
  })
})
