import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as DeferredSectionModule from './deferred-section'

/** The viewport watchers the sections made, each with the element it watches. */
let observers: Array<{ callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }>

/** A fresh module each test: once every section is drawn, it stays so for the rest of a visit. */
let DeferredSection: typeof DeferredSectionModule.DeferredSection

beforeEach(async () => {
  observers = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly watcher
      constructor(callback: IntersectionObserverCallback) {
        this.watcher = { callback, elements: [] as Element[], disconnected: false }
        observers.push(this.watcher)
      }
      observe(element: Element) {
        this.watcher.elements.push(element)
      }
      disconnect() {
        this.watcher.disconnected = true
      }
    },
  )
  vi.resetModules()
  ;({ DeferredSection } = await import('./deferred-section'))
})

/** The viewport comes near the section whose placeholder the `index`th watcher watches. */
async function scrollNear(index: number) {
  const watcher = observers[index]!
  const entries = watcher.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry)
  await act(async () => watcher.callback(entries, {} as IntersectionObserver))
}

function Page() {
  return (
    <>
      <h1>Pepper</h1>
      <DeferredSection>
        <h2>Vaccinations</h2>
      </DeferredSection>
      <DeferredSection>
        <h2>Photos</h2>
      </DeferredSection>
    </>
  )
}

const heading = (name: string) => screen.queryByRole('heading', { name })

describe('DeferredSection', () => {
  it('draws only the page until the owner nears a section, then that section alone', async () => {
    render(<Page />)
    expect(heading('Pepper')).toBeInTheDocument()
    expect(heading('Vaccinations')).not.toBeInTheDocument()
    expect(heading('Photos')).not.toBeInTheDocument()

    await scrollNear(1)
    expect(heading('Photos')).toBeInTheDocument()
    expect(heading('Vaccinations')).not.toBeInTheDocument()
    expect(observers[1]!.disconnected).toBe(true)

    await scrollNear(0)
    expect(heading('Vaccinations')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { name: 'Photos' })).toHaveLength(1)
  })

  it.each([
    ['Tab', { key: 'Tab' }],
    ['Ctrl+F', { key: 'f', ctrlKey: true }],
    ['⌘+F', { key: 'f', metaKey: true }],
    ['F3', { key: 'F3' }],
  ])('draws every waiting section when the owner presses %s, and so every section of the next page', async (_, key) => {
    const first = render(<Page />)
    await act(async () => fireEvent.keyDown(document.body, key))
    expect(heading('Vaccinations')).toBeInTheDocument()
    expect(heading('Photos')).toBeInTheDocument()
    first.unmount()

    // Another page during the same visit: the owner is moving by keyboard, nothing waits.
    render(<Page />)
    expect(heading('Vaccinations')).toBeInTheDocument()
  })

  it('does not draw for other keys', async () => {
    render(<Page />)
    await act(async () => fireEvent.keyDown(document.body, { key: 'f' }))
    await act(async () => fireEvent.keyDown(document.body, { key: 'ArrowDown' }))
    expect(heading('Vaccinations')).not.toBeInTheDocument()
  })

  it('draws every waiting section before the page is printed', async () => {
    render(<Page />)
    await act(async () => window.dispatchEvent(new Event('beforeprint')))
    expect(heading('Vaccinations')).toBeInTheDocument()
    expect(heading('Photos')).toBeInTheDocument()
  })

  it('stops watching when the page goes before a section is drawn', () => {
    const view = render(<Page />)
    view.unmount()
    expect(observers.every((watcher) => watcher.disconnected)).toBe(true)
  })

  it('draws at once where the browser cannot watch the viewport', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Page />)
    expect(heading('Vaccinations')).toBeInTheDocument()
    expect(heading('Photos')).toBeInTheDocument()
  })
})
