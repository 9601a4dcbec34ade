import { Outlet, ScrollRestoration } from 'react-router'

/** The root route: every page starts at the top, and back/forward restore the scroll position. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
