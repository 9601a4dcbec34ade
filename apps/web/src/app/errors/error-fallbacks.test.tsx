import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorBoundary } from 'react-error-boundary'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import { AppErrorFallback } from './app-error-fallback'
import { PageErrorFallback } from './page-error-fallback'

function BrokenPage(): never {
  throw new Error('The chart exploded')
}

function pageFailingWith(error: unknown) {
  const Page = () => {
    throw error
  }
  const router = createMemoryRouter([
    { path: '/', Component: Page, errorElement: <PageErrorFallback /> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
  ])
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => {
  // React and the router report the render failures these tests cause on purpose.
  expect(console.error).toHaveBeenCalled()
  vi.mocked(console.error).mockClear()
})

describe('error fallbacks', () => {
  it('a page that fails to render shows the page fallback with Try again', async () => {
    const onRetry = vi.fn()
    const router = createMemoryRouter([{ path: '/', Component: BrokenPage, errorElement: <PageErrorFallback onRetry={onRetry} /> }])
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText("We're sorry, but there was an error loading this page.")).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('an API 404 says the thing is not there, and leads to the dashboard instead of trying again', async () => {
    const router = pageFailingWith(new ApiError('NOT_FOUND', 'Pet not found', 404))
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument()
    expect(screen.getByText('What you were looking for does not exist, or it has been deleted.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }))
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it("an API 403 says the user doesn't have access", async () => {
    pageFailingWith(new ApiError('FORBIDDEN', 'Viewers cannot change this pet', 403))
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument()
  })

  it('any other API failure is the general fallback', async () => {
    pageFailingWith(new ApiError('INTERNAL', 'Something went wrong on our side. Please try again.', 500))
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('a failure of the whole app shows "Unable to load application" with the message', () => {
    render(
      <ErrorBoundary fallbackRender={({ error }) => <AppErrorFallback error={error} />}>
        <BrokenPage />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to load application' })).toBeInTheDocument()
    expect(screen.getByText('The chart exploded')).toBeInTheDocument()
  })
})
