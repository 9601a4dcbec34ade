import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint'
import { settled } from '../test/settled'

/** The animation frames asked for, run by the test when it says the browser draws a frame. */
let frames: Array<() => void>

beforeEach(() => {
  vi.useFakeTimers()
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterFirstPaint', () => {
  it('waits for the next frame, then for the task after its paint', async () => {
    const painted = afterFirstPaint()
    expect(await settled(painted)).toBe(false)

    frames.shift()?.()
    expect(await settled(painted)).toBe(true)
  })

  it('goes on after the fallback when no frame comes (a tab opened in the background)', async () => {
    const painted = afterFirstPaint(200)
    await vi.advanceTimersByTimeAsync(199)
    expect(await settled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(painted)).toBe(true)
  })
})
