import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SectionBoundary } from './section-boundary'

/** A section that cannot show one pet (say, data it does not expect), and shows any other. */
function PetSection({ petId, brokenPetId }: { petId: string; brokenPetId: string | null }) {
  if (petId === brokenPetId) throw new Error(`Cannot draw ${petId}`)
  return <p>Weight of {petId}</p>
}

afterEach(() => {
  // React and the logger report the render failures these tests cause on purpose.
  vi.mocked(console.error).mockClear()
})

describe('SectionBoundary', () => {
  it('keeps the rest of the page and says which part failed', () => {
    render(
      <>
        <h1>Biscuit</h1>
        <SectionBoundary what="weight log" resetKeys={['biscuit']}>
          <PetSection petId="biscuit" brokenPetId="biscuit" />
        </SectionBoundary>
      </>,
    )
    expect(screen.getByRole('heading', { name: 'Biscuit' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Could not show the weight log.')
    expect(console.error).toHaveBeenCalled()
  })

  it('shows the section again when the page switches to another pet (its reset key)', () => {
    const page = (petId: string) => (
      <SectionBoundary what="weight log" resetKeys={[petId]}>
        <PetSection petId={petId} brokenPetId="biscuit" />
      </SectionBoundary>
    )
    const view = render(page('biscuit'))
    expect(screen.getByText('Could not show the weight log.')).toBeInTheDocument()
    view.rerender(page('pepper'))
    expect(screen.queryByText('Could not show the weight log.')).not.toBeInTheDocument()
    expect(screen.getByText('Weight of pepper')).toBeInTheDocument()
  })

  it('tries again on "Try again"', async () => {
    let brokenPetId: string | null = 'biscuit'
    const Section = () => <PetSection petId="biscuit" brokenPetId={brokenPetId} />
    render(
      <SectionBoundary what="weight log" resetKeys={['biscuit']}>
        <Section />
      </SectionBoundary>,
    )
    brokenPetId = null
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Weight of biscuit')).toBeInTheDocument()
  })
})
