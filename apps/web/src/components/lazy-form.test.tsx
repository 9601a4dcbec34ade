import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { lazyForm, preloads } from './lazy-form'

const NameForm = ({ name }: { name: string }) => <form aria-label={`Edit ${name}`} />

describe('lazyForm', () => {
  it('shows loading dots until its code has come, then the form with its props', async () => {
    let arrive: (form: typeof NameForm) => void = () => {}
    const Form = lazyForm(() => new Promise<typeof NameForm>((resolve) => (arrive = resolve)))
    render(<Form name="Rex" />)
    expect(screen.getByRole('status', { name: 'Opening the form' })).toBeInTheDocument()
    arrive(NameForm)
    expect(await screen.findByRole('form', { name: 'Edit Rex' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('loads once, from the first of the pointer, focus or the opening, and asks again after a failed load', async () => {
    const load = vi.fn<() => Promise<typeof NameForm>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(NameForm)
    const Form = lazyForm(load)
    render(<button {...preloads(Form)}>Edit Rex</button>)
    const button = screen.getByRole('button', { name: 'Edit Rex' })
    fireEvent.pointerEnter(button)
    await expect(Form.preload()).rejects.toThrow('offline')
    fireEvent.focus(button)
    fireEvent.pointerEnter(button)
    await expect(Form.preload()).resolves.toBe(NameForm)
    expect(load).toHaveBeenCalledTimes(2)
    render(<Form name="Rex" />)
    expect(await screen.findByRole('form', { name: 'Edit Rex' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('says so where the form would be when its code cannot be fetched, and Try again asks anew', async () => {
    const load = vi.fn<() => Promise<typeof NameForm>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(NameForm)
    const Form = lazyForm(load)
    render(<Form name="Rex" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not show the form.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('form', { name: 'Edit Rex' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
    vi.mocked(console.error).mockClear()
  })
})
