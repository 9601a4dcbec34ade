import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BreathCounter } from './breath-counter'

const noop = () => {}
const counter = (defaultDuration: 15 | 30 | 60) => (
  <BreathCounter petId="pet-1" petName="Rex" defaultDuration={defaultDuration} onSaved={noop} onEnterManually={noop} />
)

describe('the counter’s length', () => {
  it('takes the pet’s default when the settings arrive after the counter is drawn', () => {
    const { rerender } = render(counter(30))
    expect(screen.getByRole('radio', { name: '30 seconds' })).toBeChecked()
    rerender(counter(60))
    expect(screen.getByRole('radio', { name: '60 seconds' })).toBeChecked()
  })

  it('keeps the length the owner chose when the settings arrive afterwards', async () => {
    const { rerender } = render(counter(30))
    await userEvent.click(screen.getByRole('radio', { name: '15 seconds' }))
    rerender(counter(60))
    expect(screen.getByRole('radio', { name: '15 seconds' })).toBeChecked()
  })
})
