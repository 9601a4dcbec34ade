import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { matchPagePath } from './match-page-path'
import { layoutModules, type PagePath, pageModules } from './page-modules'
import { routes } from './routes'

/** Every route with a path, with the ids of the layout routes around it. */
function pageRoutes(tree: RouteObject[], within: string[] = []): { path: string; within: string[] }[] {
  return tree.flatMap((route) => {
    const own = route.path && route.path !== '/' ? [{ path: route.path, within }] : []
    return [...own, ...pageRoutes(route.children ?? [], route.id ? [...within, route.id] : within)]
  })
}

const layoutIds = new Map<unknown, string>([
  [layoutModules.appLayout, 'app-layout'],
  [layoutModules.withFeedbackButton, 'with-feedback-button'],
])

/** A pathname the route shows: each parameter filled in. */
const exampleOf = (path: string) => `/${path.replace(/:\w+/g, 'some-id')}`

const paths = Object.keys(pageModules) as PagePath[]
const pagePathFor = (pathname: string) => matchPagePath(pathname, paths)

describe('page modules', () => {
  const declared = pageRoutes(routes)

  it('have one entry for every route of routes.tsx, and none for a route that is gone', () => {
    expect(declared.map(({ path }) => path).sort()).toEqual(Object.keys(pageModules).sort())
  })

  it('name the lazy layout each page is drawn in', () => {
    for (const { path, within } of declared) {
      const { layout } = pageModules[path as PagePath]
      const lazyLayouts = within.filter((id) => [...layoutIds.values()].includes(id))
      expect({ path, layouts: layout ? [layoutIds.get(layout)] : [] }).toEqual({ path, layouts: lazyLayouts })
    }
  })

  it('find each route from an address it shows', () => {
    for (const path of Object.keys(pageModules).filter((path) => path !== '*')) {
      expect({ path, found: pagePathFor(exampleOf(path)) }).toEqual({ path, found: path })
    }
  })

  it.each([
    ['/', undefined],
    ['/dashboard/', 'dashboard'],
    ['/Dashboard', 'dashboard'],
    ['/symptoms/arthritis', 'symptoms/:conditionId'],
    ['/report/live', 'report/live'],
    ['/reports/live', 'reports/:reportId'],
    ['/admin/feedback', 'admin/feedback'],
    ['/admin/unknown', '*'],
    ['/symptoms/arthritis/more', '*'],
    ['/no-such-page', '*'],
  ])('match %s as React Router does', (pathname, expected) => {
    expect(pagePathFor(pathname)).toBe(expected)
  })
})
