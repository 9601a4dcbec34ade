import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './use-media-query'

function Shows({ query }: { query: string }) {
  const matches = useMediaQuery(query)
  return <p>{matches === undefined ? 'cannot tell' : matches ? 'matches' : 'does not match'}</p>
}

/** A matchMedia whose answer the test sets, telling its listeners as a browser would. */
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => list)
  return {
    set(matches: boolean) {
      list.matches = matches
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useMediaQuery', () => {
  it('answers whether the query matches, and again when the screen changes', () => {
    const media = fakeMatchMedia(false)
    const { unmount } = render(<Shows query="(min-width: 1rem)" />)
    expect(screen.getByText('does not match')).toBeInTheDocument()
    act(() => media.set(true))
    expect(screen.getByText('matches')).toBeInTheDocument()
    unmount()
    expect(media.listeners.size).toBe(0)
  })

  it('cannot tell where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined)
    render(<Shows query="(min-width: 2rem)" />)
    expect(screen.getByText('cannot tell')).toBeInTheDocument()
  })
})
