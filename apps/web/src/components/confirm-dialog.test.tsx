import { screen, render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'
import { Button } from './ui/button'

const ask = (onConfirm: () => Promise<unknown> | void) =>
  render(
    <ConfirmDialog
      trigger={<Button>Delete Rex</Button>}
      title="Delete Rex?"
      description="Rex and all of his records will be deleted."
      confirmLabel="Delete Rex"
      onConfirm={onConfirm}
    />,
  )

describe('ConfirmDialog', () => {
  it('asks when its button is pressed, and Escape closes it with focus back on the button', async () => {
    const onConfirm = vi.fn()
    ask(onConfirm)
    const button = screen.getByRole('button', { name: 'Delete Rex' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Rex?' })
    expect(dialog).toHaveTextContent('Rex and all of his records will be deleted.')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('stays open while the answer is pending and after a refusal, and closes once it is done', async () => {
    let refuse = true
    const onConfirm = vi.fn(() => (refuse ? Promise.reject(new Error('Server down')) : Promise.resolve()))
    ask(onConfirm)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Rex' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Rex?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Rex' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(screen.getByRole('alertdialog', { name: 'Delete Rex?' })).toBeInTheDocument()
    refuse = false
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Rex' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Delete Rex' })).toHaveFocus()
  })
})
