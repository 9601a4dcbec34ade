import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settled } from '../test/settled'

/** The animation frames and idle callbacks asked for, run when the test says the browser gets there. */
let frames: Array<() => void>
let idles: Array<() => void>

beforeEach(() => {
  vi.useFakeTimers()
  vi.resetModules() // the promise lives for a visit: each test is a new one
  frames = []
  idles = []
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idles.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function paint() {
  frames.splice(0).forEach((frame) => frame())
  await vi.advanceTimersByTimeAsync(0)
}

describe('afterFirstScreen', () => {
  it('waits for the first paint, then for the browser to be idle', async () => {
    const { afterFirstScreen } = await import('./after-first-screen')
    const drawn = afterFirstScreen()
    expect(await settled(drawn)).toBe(false)
    await paint()
    expect(await settled(drawn)).toBe(false)
    idles.splice(0).forEach((idle) => idle())
    expect(await settled(drawn)).toBe(true)
  })

  it('is settled at once for whatever asks later in the visit', async () => {
    const { afterFirstScreen } = await import('./after-first-screen')
    const first = afterFirstScreen()
    await paint()
    idles.splice(0).forEach((idle) => idle())
    await settled(first)
    expect(await settled(afterFirstScreen())).toBe(true)
    expect(frames).toHaveLength(0)
    expect(idles).toHaveLength(0)
  })

  it('does not wait past the fallback where no frame is drawn (a tab opened in the background)', async () => {
    const { afterFirstScreen } = await import('./after-first-screen')
    const drawn = afterFirstScreen()
    await vi.advanceTimersByTimeAsync(200) // afterFirstPaint's fallback
    idles.splice(0).forEach((idle) => idle())
    expect(await settled(drawn)).toBe(true)
  })
})
