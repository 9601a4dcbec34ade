import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DeferredSection } from './deferred-section'

/** The browser's idle callbacks, run by the test when it says the browser is idle. */
let idleCallbacks: Array<() => void>
/** The viewport watchers the sections made, each with the element it watches. */
let observers: Array<{ callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }>

beforeEach(() => {
  idleCallbacks = []
  observers = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
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
})

/** One idle moment of the browser: the oldest waiting idle callback runs. */
async function browserIdles() {
  await act(async () => idleCallbacks.shift()?.())
}

/** The viewport comes near the section whose placeholder is `element`. */
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
  it('draws the page first and each section in an idle moment of its own, in page order', async () => {
    render(<Page />)
    expect(heading('Pepper')).toBeInTheDocument()
    expect(heading('Vaccinations')).not.toBeInTheDocument()
    expect(heading('Photos')).not.toBeInTheDocument()

    await browserIdles()
    expect(heading('Vaccinations')).toBeInTheDocument()
    expect(heading('Photos')).not.toBeInTheDocument()

    await browserIdles()
    expect(heading('Photos')).toBeInTheDocument()
  })

  it('draws a section at once when the owner scrolls near it, and does not draw it twice', async () => {
    render(<Page />)
    await scrollNear(1)
    expect(heading('Photos')).toBeInTheDocument()
    expect(heading('Vaccinations')).not.toBeInTheDocument()
    expect(observers[1]!.disconnected).toBe(true)

    // The next idle moment goes to the section still waiting, not to the one already drawn.
    await browserIdles()
    expect(heading('Vaccinations')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { name: 'Photos' })).toHaveLength(1)
  })

  it('gives up its turn when the page goes before it is drawn', async () => {
    const view = render(<Page />)
    view.unmount()
    // The two queued sections gave up their turns: nothing draws into a page that is gone.
    await browserIdles()
    await browserIdles()
    expect(heading('Vaccinations')).not.toBeInTheDocument()
    expect(idleCallbacks).toHaveLength(0)
  })

  it('draws at once where the browser cannot watch the viewport', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Page />)
    expect(heading('Vaccinations')).toBeInTheDocument()
    expect(heading('Photos')).toBeInTheDocument()
  })
})
