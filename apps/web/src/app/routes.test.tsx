import { APP_ROUTE_PATTERNS } from '@pawpulse/domain/analytics'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fakeApi, lifeSectionsOf, sessionUser, signedInApi } from '../test/fake-api'
import { renderApp } from '../test/render-app'
import { routes } from './routes'

/** Every route with a path, with its full path ('symptoms/:conditionId' → '/symptoms/:conditionId'). */
function declaredRoutes(tree: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return tree.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent
    const own = route.index || route.path ? [{ path, route }] : []
    return [...own, ...declaredRoutes(route.children ?? [], path)]
  })
}

describe('routes', () => {
  it('are the ones the analytics count by: the router and the domain list agree', () => {
    const declared = new Set(
      declaredRoutes(routes)
        .map(({ path }) => path)
        .filter((path) => !path.endsWith('*')),
    )
    // The shared report is a page of its own outside the router (main.tsx, decision 064); the domain
    // list keeps its pattern so that no count could ever carry a link's token.
    expect([...declared, '/shared-report/:token'].sort()).toEqual([...APP_ROUTE_PATTERNS].sort())
  })

  it('each name the page for the document title (the landing page is the product name alone)', () => {
    const pages = declaredRoutes(routes).filter(({ route }) => !route.index && !route.children)
    const untitled = pages.filter(({ route }) => !(route.handle as { title?: unknown } | undefined)?.title)
    expect(untitled.map(({ path }) => path)).toEqual([])
  })
})

describe('document title and focus on navigation', () => {
  const rex = {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    name: 'Rex',
    species: 'dog',
    access: 'owner',
    currentConditions: [],
    photoUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
  const api = () =>
    fakeApi({
      ...signedInApi(sessionUser(), [rex]),
      [`GET /api/pets/${rex.id}/images`]: { body: { images: [] } },
      [`GET /api/pets/${rex.id}/care-team`]: { body: { contacts: [] } },
      ...lifeSectionsOf(rex.id),
      [`GET /api/pets/${rex.id}/breathing-settings`]: 'never',
      [`GET /api/pets/${rex.id}/breathing-chart`]: 'never',
      [`GET /api/pets/${rex.id}/breathing-logs`]: 'never',
      'POST /api/analytics/page-views': { status: 204 },
    })

  it('names the page in the title, and follows the route (parameters included)', async () => {
    api()
    const app = renderApp('/breathing')
    await waitFor(() => expect(document.title).toBe('Breath Monitor · Pawpulse'))
    await app.router.navigate('/symptoms/mvd')
    await waitFor(() => expect(document.title).toBe('MVD · Pawpulse'))
    await app.router.navigate('/no-such-page')
    await waitFor(() => expect(document.title).toBe('Page not found · Pawpulse'))
  })

  it('moves focus to the new page heading after a navigation, not on the first load nor on a new query string', async () => {
    api()
    const app = renderApp('/dashboard')
    const dashboardHeading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    expect(dashboardHeading).not.toHaveFocus()

    await userEvent.click(screen.getAllByRole('link', { name: 'Breath Monitor' })[0]!)
    const breathingHeading = await screen.findByRole('heading', { level: 1, name: 'Breath Monitor' })
    await waitFor(() => expect(breathingHeading).toHaveFocus())

    // The pet page swaps its loading heading for the pet's name: the focus follows.
    await userEvent.click(screen.getAllByRole('link', { name: 'Pet Profile' })[0]!)
    await screen.findByRole('button', { name: 'Edit details' })
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Rex' })).toHaveFocus())

    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }))
    await userEvent.keyboard('{Escape}')
    const focusedBefore = document.activeElement
    await app.router.navigate('/breathing?range=7')
    expect(document.activeElement).toBe(focusedBefore)
  })
})
