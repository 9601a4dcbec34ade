import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '../../components/error-boundary'
import { AppErrorFallback } from './app-error-fallback'
import { PageErrorFallback } from './page-error-fallback'

function BrokenPage(): never {
  throw new Error('The chart exploded')
}

afterEach(() => {
  // React and the logger report the render failures these tests cause on purpose.
  expect(console.error).toHaveBeenCalled()
  vi.mocked(console.error).mockClear()
})

describe('error fallbacks (spec §2)', () => {
  it('a page that fails to render shows the page fallback with Try again', async () => {
    const onRetry = vi.fn()
    const router = createMemoryRouter([{ path: '/', Component: BrokenPage, errorElement: <PageErrorFallback onRetry={onRetry} /> }])
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText("We're sorry, but there was an error loading this page.")).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('a failure of the whole app shows "Unable to load application" with the message', () => {
    render(
      <ErrorBoundary fallback={(error) => <AppErrorFallback error={error} />}>
        <BrokenPage />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to load application' })).toBeInTheDocument()
    expect(screen.getByText('The chart exploded')).toBeInTheDocument()
  })
})
