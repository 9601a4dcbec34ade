import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Root } from 'react-dom/client'
import { fakeApi, sessionOf, sessionUser } from '#web/test/fake-api.ts'
import { mountLanding } from './landing-entry'
import { renderLandingMarkup } from './landing-prerender'

/** The build's landing.html root: the prerendered markup, as the server sends it for `/`. */
function prerenderedRoot() {
  const container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = renderLandingMarkup()
  document.body.append(container)
  return container
}

let mounted: Root | undefined
afterEach(() => {
  act(() => mounted?.unmount())
  mounted = undefined
  document.body.replaceChildren()
})

describe('the prerendered landing page', () => {
  it('is the whole signed-out page in HTML, before any script runs', () => {
    const root = prerenderedRoot()
    const page = within(root)
    expect(page.getByRole('heading', { level: 1, name: 'Your pet’s health, kept together.' })).toBeInTheDocument()
    expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth?mode=sign-up')
    expect(page.getByRole('link', { name: 'Try it as a guest' })).toHaveAttribute('href', '/dashboard')
    expect(page.getAllByRole('listitem')).toHaveLength(7)
  })

  it('is hydrated in place, without a mismatch, and then offers an owner their dashboard', async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(sessionUser()),
      'POST /api/analytics/page-views': { status: 204 },
    })
    const root = prerenderedRoot()
    const headline = screen.getByRole('heading', { level: 1 })
    await act(async () => {
      mounted = mountLanding(root)
    })
    expect(await screen.findAllByRole('link', { name: 'Open your dashboard' })).toHaveLength(2)
    // The same element: React adopted the server's markup instead of drawing the page again (a
    // mismatch would also have logged a console.error, which fails the test).
    expect(screen.getByRole('heading', { level: 1 })).toBe(headline)
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
  })
})
